import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ValidationFailed } from '../../platform/errors.ts'
import {
  applicationPlaceholders,
  assertKnownPlaceholders,
  placeholdersIn,
  plainSubject,
  renderMessage,
  type PlaceholderValues,
} from './rendering.ts'

const VALUES: PlaceholderValues = {
  'candidate.full_name': 'Lê Hoa',
  'candidate.email': 'hoa@example.com',
  'candidate.code': 'CAN-2026-0001',
  'job.title': 'Backend engineer',
  'job.code': 'JOB-2026-0001',
  'application.stage_name': 'Screening',
  'company.name': 'Acme',
  'sender.full_name': 'Ada Admin',
}

describe('e-mail rendering', () => {
  test('placeholders are found with or without spaces inside the braces, once each', () => {
    assert.deepEqual(placeholdersIn('Hi {{candidate.full_name}}, {{ job.title }} at {{company.name}}; {{candidate.full_name}}'), [
      'candidate.full_name',
      'job.title',
      'company.name',
    ])
    assert.deepEqual(placeholdersIn('no {placeholder} here, nor {{ unclosed'), [])
  })

  test('an unknown placeholder is a 422 naming it, where it was written', () => {
    let thrown: unknown
    try {
      assertKnownPlaceholders([
        { loc: ['body', 'subject'], text: 'Hello {{candidate.first_name}}' },
        { loc: ['body', 'body_html'], text: '<p>{{candidate.full_name}} {{ salary }}</p>' },
      ])
    } catch (error) {
      thrown = error
    }
    assert.ok(thrown instanceof ValidationFailed)
    assert.deepEqual(
      thrown.issues.map((i) => [i.loc.join('.'), i.type]),
      [
        ['body.subject', 'unknown_placeholder'],
        ['body.body_html', 'unknown_placeholder'],
      ],
    )
    assert.match(thrown.issues[0]!.msg, /\{\{candidate\.first_name\}\}/)
    assert.match(thrown.issues[1]!.msg, /\{\{salary\}\}/)
    assert.match(thrown.issues[0]!.msg, /\{\{candidate\.full_name\}\}/, 'and says which ones exist')
  })

  test('values are HTML-escaped in the body, and the result holds no markup a value brought', () => {
    const rendered = renderMessage(
      {
        subject: 'For {{candidate.full_name}}',
        body_html: '<p>Dear {{candidate.full_name}},</p><p><a href="https://acme.example/{{candidate.code}}">link</a></p>',
      },
      {
        ...VALUES,
        'candidate.full_name': '<script>alert(1)</script> & "Bob" <img src=x onerror=alert(2)>',
        'candidate.code': '"><script>x</script>',
      },
    )
    assert.doesNotMatch(rendered.body_html, /<script|<img/, 'no tag came from a value')
    assert.match(rendered.body_html, /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; "Bob" &lt;img src=x onerror=alert\(2\)&gt;/)
    assert.match(rendered.body_html, /href="https:\/\/acme\.example\/&quot;&gt;&lt;script&gt;x&lt;\/script&gt;"/)
    assert.equal(rendered.subject, 'For <script>alert(1)</script> & "Bob" <img src=x onerror=alert(2)>', 'the subject is plain text')
    assert.match(rendered.body_text, /Dear <script>alert\(1\)<\/script> & "Bob"/, 'the text part reads as typed')
  })

  test('a value cannot make a link dangerous: the rendered HTML is cleaned again', () => {
    const rendered = renderMessage(
      { subject: 's', body_html: '<a href="{{candidate.full_name}}">Open</a>' },
      { ...VALUES, 'candidate.full_name': 'javascript:alert(1)' },
    )
    assert.doesNotMatch(rendered.body_html, /javascript:/)
  })

  test('the subject stays one line: CR, LF and other control characters cannot start a header', () => {
    const rendered = renderMessage(
      { subject: 'Hello {{candidate.full_name}}', body_html: '<p>x</p>' },
      { ...VALUES, 'candidate.full_name': 'Eve\r\nBcc: victim@example.com\n\tX-Evil: 1' },
    )
    assert.equal(rendered.subject, 'Hello Eve Bcc: victim@example.com X-Evil: 1')
    assert.equal(plainSubject('  a\r\n\r\nb\u0000c  '), 'a b c')
  })

  test('every placeholder is filled; the text part is derived from the HTML', () => {
    const rendered = renderMessage(
      {
        subject: '{{job.title}} at {{company.name}}',
        body_html:
          '<p>Hi {{candidate.full_name}} ({{candidate.email}}, {{candidate.code}}),</p><p>{{job.code}} is in {{application.stage_name}}.</p><p>{{sender.full_name}}</p>',
      },
      VALUES,
    )
    assert.equal(rendered.subject, 'Backend engineer at Acme')
    assert.equal(
      rendered.body_html,
      '<p>Hi Lê Hoa (hoa@example.com, CAN-2026-0001),</p><p>JOB-2026-0001 is in Screening.</p><p>Ada Admin</p>',
    )
    assert.equal(rendered.body_text, 'Hi Lê Hoa (hoa@example.com, CAN-2026-0001),\n\nJOB-2026-0001 is in Screening.\n\nAda Admin')
  })

  test('job and application placeholders are the ones that need an application', () => {
    assert.deepEqual(applicationPlaceholders('{{job.title}}', '{{candidate.full_name}} {{application.stage_name}} {{job.code}}'), [
      'job.title',
      'application.stage_name',
      'job.code',
    ])
    assert.deepEqual(applicationPlaceholders('{{company.name}}', '{{unknown.thing}}'), [])
  })
})
