import type { CvLanguage } from '../cv-corpus/persona.ts'
import type { Person } from './model.ts'

/** One held-out document: its facts, how it prints the phone, and how to make its bytes. */
export interface HoldoutDocument {
  file: string
  format: 'pdf' | 'docx' | 'text'
  language: CvLanguage
  /** What the layout imitates, e.g. "pdf-topcv-sidebar-left". */
  layout: string
  person: Person
  /** The phone exactly as the document prints it (checked against person.phone). */
  phoneText: string
  build(): Promise<Built>
}

export interface Built {
  bytes: Buffer
  /** Every string the document contains, for the self-check. */
  texts: string[]
}
