/**
 * A CV as its text and structure, before any file format: what every renderer (PDF one- and
 * two-column, DOCX, text) lays out in its own way. Composing it (compose.ts) fixes every word,
 * so all formats of the same content say the same thing and the label follows from it.
 */
export interface Field {
  /** "Email", "Điện thoại", "SĐT"; empty when the CV shows the value alone. */
  label: string
  value: string
}

export type SectionKind = 'summary' | 'personal' | 'experience' | 'education' | 'skills' | 'languages' | 'projects' | 'certificates'

/** The ways a job's title, company and dates are arranged in lines (see job-lines.ts). */
export type JobLayout =
  | 'dates-pipe-title-pipe-company' // 03/2020 – nay | Senior Developer | FPT Software
  | 'title-comma-company-dates' // Senior Developer, FPT Software (2019 – 2021)
  | 'company-title-dates' // FPT Software / Senior Developer / Tháng 3/2020 - Hiện tại
  | 'title-at-company-dates' // Software Engineer at Shopee, Jan 2020 – Present
  | 'title-then-company-dates' // Senior Developer / FPT Software | 03/2020 - nay
  | 'dates-then-labelled' // 03/2020 - nay / Công ty: FPT Software / Vị trí: Senior Developer

export interface JobView {
  title: string
  company: string
  dates: string
  duties: string[]
  layout: JobLayout
  /** "tại" or "at" for 'title-at-company-dates'; "Công ty"/"Vị trí" labels for 'dates-then-labelled'. */
  words: { at: string; company: string; position: string }
}

export type EducationLayout =
  | 'institution-degree-years' // Đại học Bách Khoa Hà Nội / Kỹ sư CNTT / 2012 – 2017
  | 'years-colon-institution' // 2012 - 2016: Đại học Kinh tế Quốc dân / Cử nhân Kế toán
  | 'degree-comma-institution-years' // Bachelor of Computer Science, FPT University (2014 – 2018)

export interface EducationView {
  institution: string
  degree: string
  years: string
  /** "GPA: 3.2/4", "Xếp loại: Khá"; null when not written. */
  note: string | null
  layout: EducationLayout
}

export type SkillListStyle = 'comma' | 'bullets' | 'pipes' | 'grouped'

export type Item =
  | { type: 'paragraph'; text: string; strong?: boolean }
  | { type: 'bullets'; texts: string[] }
  | { type: 'fields'; fields: Field[] }
  | { type: 'job'; job: JobView }
  | { type: 'education'; entry: EducationView }
  /** Skills: one group per line when grouped ("Ngôn ngữ lập trình: Java, Python"), else one group with an empty label. */
  | { type: 'skills'; groups: Field[]; style: SkillListStyle }

export interface Section {
  kind: SectionKind
  heading: string
  items: Item[]
}

export interface CvContent {
  /** Printed above the name on some Vietnamese CVs: "SƠ YẾU LÝ LỊCH", "CURRICULUM VITAE". */
  kicker: string | null
  /** The name as the header shows it (ALL CAPS in some); null when only "Họ và tên:" gives it. */
  name: string | null
  /** A line under the name: the wanted or current position. */
  headline: string | null
  /** Shown under the header (or in the sidebar); empty when a "personal" section holds them. */
  contacts: Field[]
  /** The heading layouts put over the contacts when they stand in a sidebar: "Liên hệ", "Contact". */
  contactsHeading: string
  sections: Section[]
  /** Headings in capitals ("KINH NGHIỆM LÀM VIỆC") rather than title case. */
  capsHeadings: boolean
}
