import assert from 'node:assert/strict'
import { test } from 'node:test'
import { docxHtmlToLines } from './docx-html-lines.ts'

test('mammoth HTML to lines: blocks, breaks, entities, nested lists, bold majority, footnote links dropped', () => {
  const html =
    '<h1>Nguyễn <strong>Văn</strong> A</h1>' +
    '<p><strong>Email: </strong>a&amp;b@example.com &lt;work&gt;<br />Phone: 0912&#160;345&#x20;678</p>' +
    '<p><strong>Kỹ năng chính</strong> và</p>' +
    '<ul><li>Python<ul><li>Django</li></ul></li><li>SQL</li></ul>' +
    '<table><tr><td><p>2019</p><p>2023</p></td><td></td><th>Công ty</th></tr></table>' +
    '<p>See note<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
    '<ol><li id="footnote-1"><p> Note text <a href="#footnote-ref-1">↑</a></p></li></ol>' +
    '<p>   </p>'
  assert.deepEqual(docxHtmlToLines(html), [
    { text: 'Nguyễn Văn A', fontSize: null, emphasis: true, page: 1 },
    { text: 'Email: a&b@example.com <work>', fontSize: null, emphasis: false, page: 1 },
    { text: 'Phone: 0912 345 678', fontSize: null, emphasis: false, page: 1 },
    { text: 'Kỹ năng chính và', fontSize: null, emphasis: true, page: 1 },
    { text: 'Python', fontSize: null, emphasis: false, page: 1 },
    { text: 'Django', fontSize: null, emphasis: false, page: 1 },
    { text: 'SQL', fontSize: null, emphasis: false, page: 1 },
    { text: '2019', fontSize: null, emphasis: false, page: 1 },
    { text: '2023', fontSize: null, emphasis: false, page: 1 },
    { text: 'Công ty', fontSize: null, emphasis: false, page: 1 },
    { text: 'See note[1]', fontSize: null, emphasis: false, page: 1 },
    { text: 'Note text', fontSize: null, emphasis: false, page: 1 },
  ])
})
