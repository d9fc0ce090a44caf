import type { JSX } from 'preact'
import { CSRF_FIELD, HONEYPOT_FIELD, type ApplyFormState, type FormField } from '../apply-form.ts'
import type { Messages } from '../messages.ts'

const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const ORDER: readonly FormField[] = ['full_name', 'email', 'phone', 'cover_letter', 'cv', 'consent']

const idOf = (field: FormField) => `field-${field}`
const errorIdOf = (field: FormField) => `${field}-error`

interface FieldProps {
  field: FormField
  label: string
  state: ApplyFormState
  t: Messages
  required?: boolean
  hint?: string
  children: (control: ControlProps) => JSX.Element
}

/** What ties a control to its label, hint and error. */
interface ControlProps {
  id: string
  name: string
  required: boolean | undefined
  'aria-invalid': 'true' | undefined
  'aria-describedby': string | undefined
}

/**
 * A labelled field whose hint and error are tied to it (`aria-describedby`) and whose error is
 * also marked on the control (`aria-invalid`), the error written before the control as people
 * read it.
 */
function Field({ field, label, state, t, required, hint, children }: FieldProps) {
  const error = state.errors[field]
  const described = [hint && `${field}-hint`, error && errorIdOf(field)].filter(Boolean).join(' ')
  return (
    <div class="field">
      <label for={idOf(field)}>
        {label} {required ? <span aria-hidden="true">*</span> : <span>{t.optional}</span>}
      </label>
      {hint && (
        <p class="hint" id={`${field}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p class="error" id={errorIdOf(field)}>
          {error}
        </p>
      )}
      {children({
        id: idOf(field),
        name: field,
        required,
        'aria-invalid': error ? 'true' : undefined,
        'aria-describedby': described || undefined,
      })}
    </div>
  )
}

/**
 * Everything to mend, at the top of the form: announced as it appears (`role="alert"`) and
 * focused on load, each entry a link to its field.
 */
function ErrorSummary({ state, t }: { state: ApplyFormState; t: Messages }) {
  const entries = ORDER.filter((field) => state.errors[field])
  if (entries.length === 0 && !state.problem) return null
  return (
    <div class="summary" role="alert" tabIndex={-1} autoFocus aria-labelledby="summary-title">
      <h2 id="summary-title">{t.errorSummary}</h2>
      <ul>
        {state.problem && <li>{state.problem}</li>}
        {entries.map((field) => (
          <li>
            <a href={`#${idOf(field)}`}>{state.errors[field]}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface ApplyFormProps {
  t: Messages
  action: string
  csrfToken: string
  company: string
  state: ApplyFormState
}

/**
 * The application form: a plain multipart POST that works without JavaScript. The browser's own
 * checks are off (`novalidate`): every message comes from the server, in the page's language,
 * in one place.
 */
export function ApplyForm({ t, action, csrfToken, company, state }: ApplyFormProps) {
  const { values } = state
  return (
    <form method="post" action={action} encType="multipart/form-data" noValidate>
      <ErrorSummary state={state} t={t} />
      <p>{t.requiredNote}</p>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <div class="hp" aria-hidden="true">
        <label for={`field-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
        <input id={`field-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <Field field="full_name" label={t.fullName} state={state} t={t} required>
        {(control) => <input {...control} type="text" autoComplete="name" maxLength={200} value={values.full_name ?? ''} />}
      </Field>
      <Field field="email" label={t.email} state={state} t={t} required>
        {(control) => <input {...control} type="email" autoComplete="email" maxLength={254} value={values.email ?? ''} />}
      </Field>
      <Field field="phone" label={t.phone} state={state} t={t}>
        {(control) => <input {...control} type="tel" autoComplete="tel" maxLength={30} value={values.phone ?? ''} />}
      </Field>
      <Field field="cover_letter" label={t.coverLetter} state={state} t={t}>
        {(control) => (
          <textarea {...control} rows={6} maxLength={10_000}>
            {values.cover_letter ?? ''}
          </textarea>
        )}
      </Field>
      <Field field="cv" label={t.cv} state={state} t={t} hint={state.cvNotKept ? `${t.cvHint} ${t.cvAgain}` : t.cvHint}>
        {(control) => <input {...control} type="file" accept={CV_ACCEPT} />}
      </Field>
      <div class="field">
        {state.errors.consent && (
          <p class="error" id={errorIdOf('consent')}>
            {state.errors.consent}
          </p>
        )}
        <div class="check">
          <input
            id={idOf('consent')}
            type="checkbox"
            name="consent"
            value="true"
            required
            checked={values.consent === true}
            aria-invalid={state.errors.consent ? 'true' : undefined}
            aria-describedby={state.errors.consent ? errorIdOf('consent') : undefined}
          />
          <label for={idOf('consent')}>
            {t.consent(company)} <span aria-hidden="true">*</span>
          </label>
        </div>
      </div>
      <button type="submit">{t.submit}</button>
    </form>
  )
}
