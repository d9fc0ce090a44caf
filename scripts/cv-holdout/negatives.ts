import type { CvUnreadableReason } from '../../src/modules/cv-parsing/cv-document.ts'
import { portraitPng, scannedPagePng } from './bytes.ts'
import { Column, PdfWriter, type Style } from './pdf.ts'

/** Files no reader should accept, each with the reason we think fits (shown, not scored). */
export interface Negative {
  file: string
  format: 'pdf' | 'docx'
  layout: string
  expectedReason: CvUnreadableReason
  build(): Promise<Buffer>
}

const body: Style = { font: 'sans', size: 10.5, color: '#222222' }

/** A short, ordinary CV, for the negatives that need real PDF content underneath. */
async function shortCv(pdf: PdfWriter): Promise<Buffer> {
  const col = new Column(pdf, 56, 483, 56, pdf.height - 56)
  col.text('Trương Mỹ Duyên', { font: 'sansBold', size: 22, color: '#6a1b4d' }, 4)
  col.text('Nhân viên chăm sóc khách hàng', { font: 'sans', size: 12, color: '#6a1b4d' }, 8)
  col.text('Điện thoại: 0918 664 302 · Email: myduyen.truong@gmail.com · Cần Thơ', body, 12)
  col.text('KINH NGHIỆM LÀM VIỆC', { font: 'sansBold', size: 12 }, 4)
  col.text('04/2021 - nay: Nhân viên chăm sóc khách hàng – Ngân hàng TMCP Sài Gòn Thương Tín (Sacombank)', body)
  col.text('07/2018 - 03/2021: Giao dịch viên – Ngân hàng TMCP Á Châu (ACB)', body, 12)
  col.text('HỌC VẤN', { font: 'sansBold', size: 12 }, 4)
  col.text('2014 - 2018: Trường Đại học Cần Thơ – Cử nhân Tài chính – Ngân hàng', body, 12)
  col.text('KỸ NĂNG', { font: 'sansBold', size: 12 }, 4)
  for (let i = 0; i < 6; i++)
    col.text(
      'Giải quyết khiếu nại qua tổng đài và email; tư vấn sản phẩm thẻ, tiết kiệm; sử dụng thành thạo hệ thống T24 và CRM; tiếng Anh giao tiếp.',
      body,
    )
  return pdf.finish()
}

export const NEGATIVES: Negative[] = [
  {
    file: '90-neg-encrypted.pdf',
    format: 'pdf',
    layout: 'encrypted-user-password',
    expectedReason: 'encrypted',
    build: () => shortCv(new PdfWriter({ title: 'CV Truong My Duyen', userPassword: 'duyen2026' })),
  },
  {
    file: '91-neg-image-only.pdf',
    format: 'pdf',
    layout: 'image-only-scan',
    expectedReason: 'image_only',
    build: async () => {
      const pdf = new PdfWriter({ title: 'Scan_20261012_0931', creator: 'Canon iR-ADV C3530 PDF' })
      pdf.doc.image(scannedPagePng(1240, 1754, 20261012), 0, 0, { width: pdf.width, height: pdf.height })
      return pdf.finish()
    },
  },
  {
    file: '92-neg-truncated.pdf',
    format: 'pdf',
    layout: 'truncated-download',
    expectedReason: 'corrupt',
    build: async () => {
      const whole = await shortCv(new PdfWriter({ title: 'CV Truong My Duyen' }))
      return whole.subarray(0, Math.floor(whole.length * 0.45))
    },
  },
  {
    file: '93-neg-png-named.docx',
    format: 'docx',
    layout: 'png-renamed-docx',
    expectedReason: 'mislabeled',
    build: async () => portraitPng(256, [200, 170, 150]),
  },
]
