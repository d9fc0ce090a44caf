import assert from 'node:assert/strict'
import { after, before, describe, test, type TestContext } from 'node:test'
import type { CvUnreadableReason } from '../cv-document.ts'
import { createCvReader, type CvReader } from './cv-reader.ts'
import { deeplyNestedPdf, docxBomb, docxCv, manyPagesPdf, oneColumnPdf, pdfkitPdf, slowPdf, twoColumnPdf } from './cv-files.fixtures.ts'
import { CvUnreadable } from './cv-unreadable.ts'

/** Runs `work` while a 10 ms timer ticks, and tells the longest the main event loop went without one. */
async function watchEventLoop(work: () => Promise<unknown>): Promise<{ outcome: PromiseSettledResult<unknown>; longestGapMs: number }> {
  let last = performance.now()
  let longestGapMs = 0
  const tick = () => {
    const now = performance.now()
    longestGapMs = Math.max(longestGapMs, now - last)
    last = now
  }
  const timer = setInterval(tick, 10)
  const [outcome] = await Promise.allSettled([work()])
  tick()
  clearInterval(timer)
  return { outcome: outcome!, longestGapMs }
}

function assertUnreadable(outcome: PromiseSettledResult<unknown>, reason: CvUnreadableReason): void {
  assert.equal(outcome.status, 'rejected', 'the read should have failed')
  const error: unknown = outcome.status === 'rejected' ? outcome.reason : undefined
  assert.ok(error instanceof CvUnreadable, `a CvUnreadable, not ${String(error)}`)
  assert.equal(error.reason, reason, error.message)
}

/** A two-page CV: the two-column page, then a page of experience. */
function twoPageCv(): Promise<Buffer> {
  return pdfkitPdf((doc) => {
    doc.font('bold').fontSize(22).text('Nguyễn Thị Hồng Nhung')
    for (let page = 0; page < 2; page++) {
      if (page > 0) doc.addPage()
      for (let job = 0; job < 6; job++) {
        doc
          .font('bold')
          .fontSize(12)
          .text(`Kỹ sư phần mềm, Công ty số ${page * 6 + job + 1} (2015 – 2017)`)
        doc.font('body').fontSize(10)
        doc.text('Xây dựng hệ thống thanh toán trực tuyến cho ngân hàng, tối ưu truy vấn cơ sở dữ liệu, triển khai trên Kubernetes, ')
        doc.text('hướng dẫn các bạn thực tập sinh và phỏng vấn ứng viên cho nhóm phát triển sản phẩm mới của công ty.').moveDown()
      }
    }
  })
}

describe('createCvReader', () => {
  // One thread, as on this two-core machine; a short budget so that slow files fail fast.
  let reader: CvReader
  before(() => {
    reader = createCvReader({ threads: 1, timeoutMs: 1500 })
  })
  after(() => reader.close())

  test('reads PDF and DOCX off the main thread, a TypeScript worker under tsx', async () => {
    const pdf = await reader.read(await twoColumnPdf())
    assert.equal(pdf.format, 'pdf')
    assert.equal(pdf.lines[0]!.text, 'Nguyễn Thị Hồng Nhung')
    assert.equal(pdf.lines[0]!.fontSize, 22)
    const docx = await reader.read(await docxCv())
    assert.equal(docx.format, 'docx')
    assert.ok(docx.lines.some((line) => line.text === 'Công ty Cổ phần ABC'))
  })

  test('an unreadable file comes back as a CvUnreadable with its reason and sentence', async () => {
    const encrypted = await Promise.allSettled([reader.read(await oneColumnPdf({ userPassword: 'secret', pdfVersion: '1.7' }))])
    assertUnreadable(encrypted[0]!, 'encrypted')
    assert.match((encrypted[0] as PromiseRejectedResult).reason.message, /password-protected/)
    assertUnreadable(
      (await Promise.allSettled([reader.read(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))]))[0]!,
      'mislabeled',
    )
  })

  test('a warm read of a two-page PDF takes tens of milliseconds', async (t: TestContext) => {
    const cv = await twoPageCv()
    const first = await reader.read(cv)
    assert.equal(first.pages, 2)
    const times: number[] = []
    for (let i = 0; i < 10; i++) {
      const started = performance.now()
      await reader.read(cv)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    t.diagnostic(
      `two-page PDF (${first.lines.length} lines, ${cv.length} bytes): median ${median.toFixed(1)} ms, fastest ${times[0]!.toFixed(1)} ms`,
    )
    // Tens of milliseconds when the machine is idle; the bound leaves room for a busy CI machine.
    assert.ok(median < 400, `median ${median} ms`)
  })

  test('a PDF that takes too long is too_complex at the time limit; the event loop never waits and the next file reads', async () => {
    await reader.read(Buffer.from('warm the worker'))
    const started = performance.now()
    const { outcome, longestGapMs } = await watchEventLoop(() => reader.read(slowPdf(48)))
    const elapsed = performance.now() - started
    assertUnreadable(outcome, 'too_complex')
    assert.match((outcome as PromiseRejectedResult).reason.message, /longer than/)
    assert.ok(elapsed >= 1400 && elapsed < 5000, `rejected after ${elapsed} ms`)
    assert.ok(longestGapMs < 500, `the event loop stalled for ${longestGapMs} ms`)
    const next = await reader.read(await oneColumnPdf())
    assert.equal(next.lines[0]!.text, 'Nguyễn Thị Hồng Nhung')
  })

  test('reads queued behind one that times out wait without their clock running, and are read by the next worker', async () => {
    const good = await oneColumnPdf()
    const started = performance.now()
    const [slow, ...queued] = await Promise.allSettled([reader.read(slowPdf(48)), reader.read(good), reader.read(good), reader.read(good)])
    assertUnreadable(slow!, 'too_complex')
    for (const outcome of queued) assert.equal(outcome.status, 'fulfilled', String((outcome as PromiseRejectedResult).reason))
    assert.ok(performance.now() - started > 1500, 'the queued reads waited longer than the time budget')
  })

  test('thousands of pages, a nesting too deep to parse, a DOCX bomb: too_complex within seconds, the event loop free', async () => {
    const hostile = [manyPagesPdf(5000), deeplyNestedPdf(300_000), docxBomb(400), docxBomb(400, { honest: false })]
    for (const file of hostile) {
      const started = performance.now()
      const { outcome, longestGapMs } = await watchEventLoop(() => reader.read(file))
      assertUnreadable(outcome, 'too_complex')
      assert.ok(performance.now() - started < 4000)
      assert.ok(longestGapMs < 500, `the event loop stalled for ${longestGapMs} ms`)
    }
    const next = await reader.read(await docxCv())
    assert.ok(next.lines.some((line) => line.text === 'Nguyễn Thị Hồng Nhung'))
  })

  test('reading leaves the caller’s buffer attached and unchanged, a small Buffer’s pool too', async () => {
    const pdf = await oneColumnPdf()
    const copy = Buffer.from(pdf)
    await reader.read(pdf)
    assert.ok(pdf.equals(copy))
    const pooled = Buffer.from('Nguyễn Thị Hồng Nhung\n')
    const neighbour = Buffer.from('a neighbour in the same pool')
    await reader.read(pooled)
    assert.equal(pooled.toString(), 'Nguyễn Thị Hồng Nhung\n')
    assert.equal(neighbour.toString(), 'a neighbour in the same pool')
  })
})

describe('createCvReader: memory', () => {
  test('a file that needs more heap than the worker has ends that worker alone: too_complex, and the pool reads on', async () => {
    const reader = createCvReader({ threads: 1, timeoutMs: 10_000, maxHeapMb: 80 })
    try {
      // Half a million short lines: each a string and an object, far past 80 MB.
      const lines = Buffer.from('Kỹ năng: Python\n'.repeat(500_000))
      const { outcome, longestGapMs } = await watchEventLoop(() => reader.read(lines))
      assertUnreadable(outcome, 'too_complex')
      assert.match((outcome as PromiseRejectedResult).reason.message, /memory/)
      assert.ok(longestGapMs < 500, `the event loop stalled for ${longestGapMs} ms`)
      const next = await reader.read(Buffer.from('Nguyễn Thị Hồng Nhung'))
      assert.equal(next.lines[0]!.text, 'Nguyễn Thị Hồng Nhung')
    } finally {
      await reader.close()
    }
  })

  test('close is idempotent, and a closed reader reads nothing', async () => {
    const reader = createCvReader({ threads: 1 })
    await Promise.all([reader.close(), reader.close()])
    await reader.close()
    await assert.rejects(reader.read(Buffer.from('text')), /closed/)
  })
})
