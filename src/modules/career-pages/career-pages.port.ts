/** A career page's colours and font: checked when written, and again before they reach a page's CSS. */
export interface CareerPageTheme {
  primary_color: string
  secondary_color?: string
  accent_color?: string
  text_color?: string
  background_color?: string
  font_family?: string
}

/** A published career page as visitors see it, with the company it belongs to. */
export interface PublishedCareerPage {
  code: string
  subdomain: string
  tenant_code: string
  company_name: string
  title: string
  tagline: string | null
  about_html: string | null
  theme: CareerPageTheme
  logo_url: string | null
  banner_url: string | null
  published_at: Date | null
}
