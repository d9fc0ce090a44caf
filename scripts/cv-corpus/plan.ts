import type { ComposeOptions } from './compose.ts'
import type { PersonaOptions } from './persona.ts'
import type { DocxLayout } from './render/docx-cv.ts'
import type { TwoColumnLayout } from './render/pdf-two-column.ts'
import type { TextOptions } from './render/text-cv.ts'

/**
 * The positive documents of the corpus, one line each: format, layout, language, career track,
 * and whatever the document must show (an ALL CAPS name, "Họ và tên:", a date style, a phone
 * form). Everything not pinned here is drawn from the document's own seeded random stream, so
 * changing one line leaves the other documents as they were.
 */
export type PositivePlan = { file: string; persona: PersonaOptions; compose?: ComposeOptions } & (
  | { kind: 'pdf-one-column' }
  | { kind: 'pdf-two-column'; twoColumn: TwoColumnLayout }
  | { kind: 'docx'; docx: { layout: DocxLayout; grid?: boolean; titleStyle?: boolean; typedBullets?: boolean } }
  | { kind: 'text'; text: Partial<TextOptions> & Pick<TextOptions, 'encoding'> }
)

const left = (namePlace: TwoColumnLayout['namePlace'], sidebarFirst: boolean, dark: boolean): TwoColumnLayout => ({
  side: 'left',
  namePlace,
  sidebarFirst,
  dark,
})
const right = (namePlace: TwoColumnLayout['namePlace'], sidebarFirst: boolean, dark: boolean): TwoColumnLayout => ({
  side: 'right',
  namePlace,
  sidebarFirst,
  dark,
})

export const POSITIVES: readonly PositivePlan[] = [
  // PDF, one column
  {
    file: '01-pdf-one-column-vi.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'vi', track: 'backend', jobs: 3, overlap: true },
    compose: { capsName: true, phoneStyle: 'spaced', jobLayouts: ['dates-pipe-title-pipe-company'], dateStyle: 'mm/yyyy' },
  },
  {
    file: '02-pdf-one-column-vi.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'vi', track: 'accounting', jobs: 2 },
    compose: { nameField: true, kicker: true, phoneStyle: 'dotted', jobLayouts: ['company-title-dates'], dateStyle: 'thang' },
  },
  {
    file: '03-pdf-one-column-vi.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'vi', track: 'sales', jobs: 3 },
    compose: { phoneStyle: 'dashed', jobLayouts: ['dates-then-labelled'] },
  },
  {
    file: '04-pdf-one-column-vi.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'vi', track: 'qa', jobs: 2, overlap: true },
    compose: { oldestFirst: true, jobLayouts: ['title-comma-company-dates'], dateStyle: 'yyyy', phoneStyle: 'plain' },
  },
  {
    file: '05-pdf-one-column-vi.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'vi', track: 'marketing', jobs: 4 },
    compose: { capsName: true, jobLayouts: ['title-then-company-dates'], phoneStyle: 'intl-spaced' },
  },
  {
    file: '06-pdf-one-column-en.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'en', track: 'frontend', jobs: 3 },
    compose: { jobLayouts: ['title-at-company-dates'], dateStyle: 'mon-yyyy', phoneStyle: 'intl-spaced' },
  },
  {
    file: '07-pdf-one-column-en.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'en', track: 'data', jobs: 2 },
    compose: { jobLayouts: ['title-comma-company-dates'], dateStyle: 'yyyy', phoneStyle: 'spaced' },
  },
  {
    file: '08-pdf-one-column-en.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'en', track: 'recruiting', jobs: 3, asciiName: true },
    compose: { jobLayouts: ['company-title-dates'], dateStyle: 'month-yyyy', phoneStyle: 'intl-paren-dashed' },
  },
  {
    file: '09-pdf-one-column-en.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'en', track: 'dotnet', jobs: 1 },
    compose: { capsName: true, kicker: true, phoneStyle: 'bare-84' },
  },
  {
    file: '10-pdf-one-column-mixed.pdf',
    kind: 'pdf-one-column',
    persona: { language: 'mixed', track: 'backend', jobs: 2 },
    compose: { jobLayouts: ['title-then-company-dates'] },
  },

  // PDF, two columns (Canva / TopCV style)
  {
    file: '11-pdf-two-column-vi.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'vi', track: 'frontend', jobs: 2 },
    twoColumn: left('main', true, true),
    compose: { jobLayouts: ['title-then-company-dates'], phoneStyle: 'dotted' },
  },
  {
    file: '12-pdf-two-column-vi.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'vi', track: 'accounting', jobs: 3, overlap: true },
    twoColumn: left('band', true, false),
    compose: { capsName: true, jobLayouts: ['company-title-dates'], dateStyle: 'thang' },
  },
  {
    file: '13-pdf-two-column-vi.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'vi', track: 'recruiting', jobs: 2 },
    twoColumn: left('sidebar', false, true),
    compose: { phoneStyle: 'intl-paren-dashed' },
  },
  {
    file: '14-pdf-two-column-vi.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'vi', track: 'data', jobs: 3 },
    twoColumn: right('main', true, false),
    compose: { jobLayouts: ['dates-pipe-title-pipe-company'], phoneStyle: 'bare-84' },
  },
  {
    file: '15-pdf-two-column-en.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'en', track: 'backend', jobs: 4 },
    twoColumn: left('band', true, true),
    compose: { capsName: true, jobLayouts: ['title-then-company-dates'], dateStyle: 'mon-yyyy' },
  },
  {
    file: '16-pdf-two-column-en.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'en', track: 'marketing', jobs: 2 },
    twoColumn: left('sidebar', true, false),
    compose: { jobLayouts: ['title-at-company-dates'], phoneStyle: 'dashed' },
  },
  {
    file: '17-pdf-two-column-en.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'en', track: 'qa', jobs: 3, overlap: true },
    twoColumn: right('main', false, true),
    compose: { jobLayouts: ['company-title-dates'], dateStyle: 'mm/yyyy' },
  },
  {
    file: '18-pdf-two-column-en.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'en', track: 'sales', jobs: 2, asciiName: true },
    twoColumn: right('band', true, false),
    compose: { phoneStyle: 'intl-spaced' },
  },
  {
    file: '19-pdf-two-column-mixed.pdf',
    kind: 'pdf-two-column',
    persona: { language: 'mixed', track: 'dotnet', jobs: 3 },
    twoColumn: left('main', false, false),
    compose: { jobLayouts: ['title-then-company-dates'] },
  },

  // DOCX
  {
    file: '20-docx-contact-table-vi.docx',
    kind: 'docx',
    persona: { language: 'vi', track: 'accounting', jobs: 3 },
    docx: { layout: 'contact-table' },
    compose: { nameField: true, kicker: true, jobLayouts: ['dates-then-labelled'] },
  },
  {
    file: '21-docx-contact-table-vi.docx',
    kind: 'docx',
    persona: { language: 'vi', track: 'sales', jobs: 2 },
    docx: { layout: 'contact-table', titleStyle: true },
    compose: { nameField: true, phoneStyle: 'dotted' },
  },
  {
    file: '22-docx-experience-table-vi.docx',
    kind: 'docx',
    persona: { language: 'vi', track: 'backend', jobs: 3, overlap: true },
    docx: { layout: 'experience-table', grid: true },
    compose: { capsName: true },
  },
  {
    file: '23-docx-experience-table-vi.docx',
    kind: 'docx',
    persona: { language: 'vi', track: 'recruiting', jobs: 2 },
    docx: { layout: 'experience-table', grid: false },
    compose: { dateStyle: 'thang', phoneStyle: 'intl-paren-dashed' },
  },
  {
    file: '24-docx-headings-vi.docx',
    kind: 'docx',
    persona: { language: 'vi', track: 'marketing', jobs: 3 },
    docx: { layout: 'headings', titleStyle: true },
    compose: { jobLayouts: ['title-comma-company-dates'] },
  },
  {
    file: '25-docx-experience-table-en.docx',
    kind: 'docx',
    persona: { language: 'en', track: 'data', jobs: 2 },
    docx: { layout: 'experience-table', grid: true },
    compose: { dateStyle: 'mon-yyyy', phoneStyle: 'spaced' },
  },
  {
    file: '26-docx-headings-en.docx',
    kind: 'docx',
    persona: { language: 'en', track: 'frontend', jobs: 3 },
    docx: { layout: 'headings' },
    compose: { capsName: true, jobLayouts: ['title-at-company-dates'] },
  },
  {
    file: '27-docx-sidebar-table-en.docx',
    kind: 'docx',
    persona: { language: 'en', track: 'accounting', jobs: 2 },
    docx: { layout: 'sidebar-table' },
    compose: { jobLayouts: ['title-then-company-dates'], phoneStyle: 'bare-84' },
  },
  {
    file: '28-docx-contact-table-en.docx',
    kind: 'docx',
    persona: { language: 'en', track: 'qa', jobs: 2 },
    docx: { layout: 'contact-table', typedBullets: true },
    compose: { nameField: true, dateStyle: 'month-yyyy' },
  },
  {
    file: '29-docx-sidebar-table-mixed.docx',
    kind: 'docx',
    persona: { language: 'mixed', track: 'backend', jobs: 3 },
    docx: { layout: 'sidebar-table', titleStyle: true },
    compose: { jobLayouts: ['dates-pipe-title-pipe-company'] },
  },

  // Plain text
  {
    file: '30-text-utf8-vi.txt',
    kind: 'text',
    persona: { language: 'vi', track: 'backend', jobs: 2 },
    text: { encoding: 'utf8' },
    compose: { jobLayouts: ['dates-pipe-title-pipe-company'], phoneStyle: 'spaced' },
  },
  {
    file: '31-text-utf8-crlf-vi.txt',
    kind: 'text',
    persona: { language: 'vi', track: 'sales', jobs: 3, overlap: true },
    text: { encoding: 'utf8', crlf: true },
    compose: { capsName: true, dateStyle: 'thang' },
  },
  {
    file: '32-text-utf16le-vi.txt',
    kind: 'text',
    persona: { language: 'vi', track: 'accounting', jobs: 2 },
    text: { encoding: 'utf16le-bom', crlf: true },
    compose: { nameField: true, kicker: true },
  },
  {
    file: '33-text-utf8-nfd-vi.txt',
    kind: 'text',
    persona: { language: 'vi', track: 'marketing', jobs: 2 },
    text: { encoding: 'utf8', decomposed: true },
    compose: { jobLayouts: ['company-title-dates'], phoneStyle: 'intl-spaced' },
  },
  {
    file: '34-text-utf16le-en.txt',
    kind: 'text',
    persona: { language: 'en', track: 'dotnet', jobs: 3 },
    text: { encoding: 'utf16le-bom', crlf: true },
    compose: { jobLayouts: ['title-at-company-dates'], dateStyle: 'mon-yyyy' },
  },
  {
    file: '35-text-utf8-bom-en.txt',
    kind: 'text',
    persona: { language: 'en', track: 'recruiting', jobs: 2 },
    text: { encoding: 'utf8-bom' },
    compose: { capsName: true, phoneStyle: 'dashed' },
  },
  {
    file: '36-text-utf8-en.txt',
    kind: 'text',
    persona: { language: 'en', track: 'data', jobs: 3 },
    text: { encoding: 'utf8', underlineHeadings: true },
    compose: { jobLayouts: ['title-comma-company-dates'], dateStyle: 'yyyy' },
  },
]
