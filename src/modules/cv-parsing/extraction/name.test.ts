import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { prepareLines } from './lines.ts'
import { extractName, nameIn } from './name.ts'
import { cvDocument, type TestLine } from './document.fixtures.ts'
import { toTitleCase } from './text.ts'

const nameOf = (lines: TestLine[], format: 'pdf' | 'docx' | 'text' = 'text'): string | null =>
  extractName(prepareLines(cvDocument(lines, format)))
const sized = (text: string, fontSize: number, emphasis = false): TestLine => ({ text, fontSize, emphasis })

describe('full name', () => {
  test('ALL CAPS names come out in title case, Vietnamese letters included', () => {
    assert.equal(toTitleCase('NGUYỄN VĂN AN'), 'Nguyễn Văn An')
    assert.equal(toTitleCase('ĐẶNG THỊ ÁNH TUYẾT'), 'Đặng Thị Ánh Tuyết')
    assert.equal(nameOf(['NGUYỄN VĂN AN', 'Kế toán tổng hợp']), 'Nguyễn Văn An')
    assert.equal(nameOf(['TRAN THI MAI', 'Sales Executive']), 'Tran Thi Mai')
  })

  test('a name written normally is kept as written', () => {
    assert.equal(nameOf(['Lê Thị Hồng Nhung', 'Chuyên viên Marketing']), 'Lê Thị Hồng Nhung')
    assert.equal(nameOf(['John Michael Smith']), 'John Michael Smith')
    assert.equal(nameOf(['John A. Smith', 'Product Manager']), 'John A. Smith')
    assert.equal(nameOf(['LÊ NA', 'Kế toán viên']), 'Lê Na')
    assert.equal(nameIn('A. B.'), null)
  })

  test('after a label, on its line or the next', () => {
    assert.equal(nameOf(['HỒ SƠ ỨNG VIÊN', 'Họ và tên: PHẠM THU HÀ', 'Ngày sinh: 12/05/1996']), 'Phạm Thu Hà')
    assert.equal(nameOf(['Họ tên: Vũ Minh Khoa']), 'Vũ Minh Khoa')
    assert.equal(nameOf(['Full name: David Nguyen']), 'David Nguyen')
    assert.equal(nameOf(['Name: Mai Anh Tuấn']), 'Mai Anh Tuấn')
    assert.equal(nameOf(['Họ và tên', 'Hoàng Đức Long']), 'Hoàng Đức Long')
    assert.equal(nameOf(['Họ và tên: Nguyễn Thị Lan Giới tính: Nữ']), 'Nguyễn Thị Lan')
    assert.equal(nameOf(['Full name: TRAN VAN HUNG | Date of birth: 01/02/1990']), 'Tran Van Hung')
  })

  test('the label wins over an earlier name-shaped line', () => {
    assert.equal(nameOf(['Kỹ Sư Phần Mềm', 'Họ và tên: Bùi Văn Tùng']), 'Bùi Văn Tùng')
  })

  test('never a document title, a job title, a section heading or a contact line', () => {
    assert.equal(nameOf(['CURRICULUM VITAE', 'SENIOR SOFTWARE ENGINEER', 'Email: a@b.com', 'Ngô Quốc Bảo']), 'Ngô Quốc Bảo')
    assert.equal(nameOf(['SƠ YẾU LÝ LỊCH', 'KINH NGHIỆM LÀM VIỆC']), null)
    for (const notName of [
      'Curriculum Vitae',
      'Senior Developer',
      'Kế Toán Trưởng',
      'Hà Nội',
      'Microsoft Excel',
      'Tiếng Anh',
      'Công Ty ABC',
    ]) {
      assert.equal(nameIn(notName), null, notName)
    }
  })

  test('the largest font on the first page, when the file says (PDF)', () => {
    const lines = [
      sized('CURRICULUM VITAE', 14),
      sized('Software Engineer', 12),
      sized('Trịnh Công Sơn', 24, true),
      sized('Email: s@x.vn', 10),
      sized('Hà Nội', 10),
    ]
    assert.equal(nameOf(lines, 'pdf'), 'Trịnh Công Sơn')
  })

  test('a big name broken over two lines is joined', () => {
    const lines = [
      sized('TRẦN THỊ', 28, true),
      sized('BÌNH', 28, true),
      sized('Graphic Designer', 14),
      sized('0987 654 321', 10),
      sized('Đọc sách', 10),
    ]
    assert.equal(nameOf(lines, 'pdf'), 'Trần Thị Bình')
  })

  test('a sidebar read first pushes the name down; it is still found', () => {
    const lines = [
      'LIÊN HỆ',
      '0987.654.321',
      'binh@yahoo.com',
      'KỸ NĂNG',
      'Làm Việc Nhóm',
      'Giao tiếp',
      'SỞ THÍCH',
      'Du Lịch',
      'Đọc sách',
      'PHẠM MINH CHÂU',
      'Nhân viên kinh doanh',
      'MỤC TIÊU NGHỀ NGHIỆP',
    ]
    assert.equal(nameOf(lines), 'Phạm Minh Châu')
  })

  test('a name followed by the title on the same line', () => {
    assert.equal(nameOf(['NGUYỄN VĂN AN | Kế toán tổng hợp']), 'Nguyễn Văn An')
  })

  test('no name anywhere: null', () => {
    assert.equal(nameOf(['kinh nghiệm 3 năm', '0912 345 678']), null)
    assert.equal(nameOf([]), null)
  })
})
