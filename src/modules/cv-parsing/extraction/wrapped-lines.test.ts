import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { CvLine } from '../cv-document.ts'
import { extractCv } from './extract-cv.ts'
import { cvDocument, TODAY } from './document.fixtures.ts'
import { joinWrappedLines } from './wrapped-lines.ts'

const set = (text: string, fontSize: number | null = 9, emphasis = false, page = 1): CvLine => ({ text, fontSize, emphasis, page })
const texts = (lines: CvLine[]): string[] => joinWrappedLines(lines).map((line) => line.text)

describe('lines a PDF wrapped', () => {
  test('a line going on in lowercase continues the one above', () => {
    assert.deepEqual(texts([set('2022 - 2024: Đại học Ngoại', 9, true), set('thương', 9, true), set('Thạc sĩ Quản trị Kinh doanh', 8.5)]), [
      '2022 - 2024: Đại học Ngoại thương',
      'Thạc sĩ Quản trị Kinh doanh',
    ])
  })

  test('a line ending mid-phrase (dash, comma, open bracket) goes on below', () => {
    assert.deepEqual(
      texts([
        set('Master of Computer Science,', 9, true),
        set('Posts and Telecommunications', 9, true),
        set('Institute of Technology (2022 –', 9, true),
        set('2024)', 9, true),
      ]),
      ['Master of Computer Science, Posts and Telecommunications Institute of Technology (2022 – 2024)'],
    )
  })

  test("a word that would not have fitted on the line above is that line's", () => {
    const lines = [
      set('Chuyên viên nhân sự tại Ngân hàng TMCP Á Châu, 2023 – nay', 10, true),
      set('- Quản lý tin tuyển dụng', 9.5),
      set('Nhân viên hành chính nhân sự tại Công ty Cổ phần Thực phẩm', 10, true),
      set('Sao Việt, 2022 – 2023', 10, true),
    ]
    assert.deepEqual(texts(lines).at(-1), 'Nhân viên hành chính nhân sự tại Công ty Cổ phần Thực phẩm Sao Việt, 2022 – 2023')
  })

  test('the rest of a company set beside its dates goes before the dates', () => {
    assert.deepEqual(
      texts([set('Công ty Cổ phần Thực phẩm Sao Tháng 8/2024 - hiện tại', 11, true), set('Việt', 11, true), set('Kế toán thuế', 10.5)]),
      ['Công ty Cổ phần Thực phẩm Sao Việt Tháng 8/2024 - hiện tại', 'Kế toán thuế'],
    )
  })

  test('a hyphenated word is joined without a space', () => {
    assert.deepEqual(texts([set('8+ years in software. Detail-', 10.5), set('oriented, proactive and responsible.', 10.5)]), [
      '8+ years in software. Detail-oriented, proactive and responsible.',
    ])
  })

  test('never across fonts, into bullets, headings, labels or contact lines, nor short list items', () => {
    assert.deepEqual(texts([set('Senior Software Engineer Oct 2024 – Present', 11, true), set('MoMo', 10.5)]).length, 2)
    assert.deepEqual(texts([set('Built the payment service for the whole company,', 10), set('• and more', 10)]).length, 2)
    assert.deepEqual(texts([set('Backend engineer with eight years in payments and', 10), set('Skills', 10)]).length, 2)
    assert.deepEqual(texts([set('Bachelor of Computer Science at the university of', 9), set('GPA: 3.5/4', 9)]).length, 2)
    assert.deepEqual(texts([set('nguyen.van.an.developer@gmail.com', 9), set('0912 345 678', 9)]).length, 2)
    assert.deepEqual(texts([set('Photoshop', 9), set('Illustrator', 9), set('Figma', 9)]).length, 3)
  })

  test('DOCX and text give whole paragraphs: nothing is joined', () => {
    assert.deepEqual(texts([set('Đại học Ngoại', null), set('thương', null)]).length, 2)
  })

  test('a two-column PDF with wrapped headers reads whole', () => {
    const extracted = extractCv(
      cvDocument(
        [
          set('NGUYỄN CÔNG TUẤN HIẾU', 20, true),
          set('Học vấn', 11, true),
          set('2017 – 2021: Đại học RMIT', 9, true),
          set('Việt Nam', 9, true),
          set('Cử nhân Quản trị Nhân lực', 8.5),
          set('Quá trình công tác', 11.5, true),
          set('Công ty Cổ phần Thực phẩm Sao Tháng 8/2024 - hiện tại', 11, true),
          set('Việt', 11, true),
          set('Kế toán thuế', 10.5),
          set('- Lập báo cáo tài chính quý và năm, kê khai thuế', 10.5),
        ],
        'pdf',
      ),
      TODAY,
    )
    assert.equal(extracted.current_company, 'Công ty Cổ phần Thực phẩm Sao Việt')
    assert.equal(extracted.current_job_title, 'Kế toán thuế')
    assert.deepEqual(extracted.education, [
      { institution: 'Đại học RMIT Việt Nam', degree: 'Cử nhân Quản trị Nhân lực', start_year: 2017, end_year: 2021 },
    ])
  })
})
