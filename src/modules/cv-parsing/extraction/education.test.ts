import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { EducationEntry } from '../cv-document.ts'
import { extractEducation } from './education.ts'
import { prepareLines } from './lines.ts'
import { cvDocument, linesOf } from './document.fixtures.ts'

function educationOf(body: string, heading = 'HỌC VẤN'): EducationEntry[] {
  return extractEducation(prepareLines(cvDocument([heading, ...linesOf(body)])))
}

const entry = (institution: string, degree: string | null, start_year: number | null, end_year: number | null): EducationEntry => ({
  institution,
  degree,
  start_year,
  end_year,
})

describe('education', () => {
  test('institution, degree and years on separate lines', () => {
    assert.deepEqual(educationOf('Đại học Kinh tế Quốc dân\nCử nhân Kế toán\n2014 - 2018\nGPA: 3.2/4'), [
      entry('Đại học Kinh tế Quốc dân', 'Cử nhân Kế toán', 2014, 2018),
    ])
  })

  test('all on one line, in either order', () => {
    assert.deepEqual(educationOf('Bachelor of Computer Science, University of Engineering and Technology, 2013 - 2017', 'Education'), [
      entry('University of Engineering and Technology', 'Bachelor of Computer Science', 2013, 2017),
    ])
    assert.deepEqual(educationOf('ĐH Bách Khoa Hà Nội | Kỹ sư Công nghệ thông tin | 09/2014 - 06/2019'), [
      entry('ĐH Bách Khoa Hà Nội', 'Kỹ sư Công nghệ thông tin', 2014, 2019),
    ])
  })

  test('dates first, then the school', () => {
    assert.deepEqual(educationOf('2016 - 2020\nHọc viện Ngân hàng\nCử nhân Tài chính - Ngân hàng\n2013 - 2016\nTrường THPT Chu Văn An'), [
      entry('Học viện Ngân hàng', 'Cử nhân Tài chính - Ngân hàng', 2016, 2020),
      entry('Trường THPT Chu Văn An', null, 2013, 2016),
    ])
  })

  test('"Tốt nghiệp năm 2018" is the end year only', () => {
    assert.deepEqual(educationOf('Trường Cao đẳng Kỹ thuật Cao Thắng\nTốt nghiệp năm 2018'), [
      entry('Trường Cao đẳng Kỹ thuật Cao Thắng', null, null, 2018),
    ])
    assert.deepEqual(educationOf('RMIT University - Master of Business Administration (Graduated 2021)', 'Education'), [
      entry('RMIT University', 'Master of Business Administration', null, 2021),
    ])
  })

  test('labels, with the field joined to the degree', () => {
    assert.deepEqual(
      educationOf('Trường: Đại học Kinh tế Đà Nẵng\nChuyên ngành: Quản trị Nhân lực\nBằng cấp: Cử nhân\nThời gian: 2017 - 2021'),
      [entry('Đại học Kinh tế Đà Nẵng', 'Cử nhân Quản trị Nhân lực', 2017, 2021)],
    )
    assert.deepEqual(educationOf('Foreign Trade University\nDegree: Bachelor\nMajor: International Economics\n2015 - 2019', 'Education'), [
      entry('Foreign Trade University', 'Bachelor of International Economics', 2015, 2019),
    ])
  })

  test('still studying: start year, no end year', () => {
    assert.deepEqual(educationOf('Học viện Công nghệ Bưu chính Viễn thông (PTIT)\nKỹ sư An toàn thông tin\n2022 - nay'), [
      entry('Học viện Công nghệ Bưu chính Viễn thông', 'Kỹ sư An toàn thông tin', 2022, null),
    ])
  })

  test('several schools in order; class monitor is no school', () => {
    assert.deepEqual(
      educationOf(
        'Thạc sĩ Quản trị Kinh doanh - Đại học Ngoại thương (2020 - 2022)\nLớp trưởng\nCử nhân Kinh tế - Đại học Thương mại (2012 - 2016)',
      ),
      [
        entry('Đại học Ngoại thương', 'Thạc sĩ Quản trị Kinh doanh', 2020, 2022),
        entry('Đại học Thương mại', 'Cử nhân Kinh tế', 2012, 2016),
      ],
    )
  })

  test("a table's column headings are no school", () => {
    assert.deepEqual(
      educationOf(
        'Period\nSchool\nDegree\nSep 2019 - Aug 2023\nHo Chi Minh City University of Technology\nBachelor of Computer Science',
        'Education',
      ),
      [entry('Ho Chi Minh City University of Technology', 'Bachelor of Computer Science', 2019, 2023)],
    )
  })

  test('a school named with a dash or a comma keeps its whole name', () => {
    assert.deepEqual(educationOf('2012 – 2017: Đại học Công nghệ - ĐHQG Hà Nội\nBachelor of Engineering in Software Engineering'), [
      entry('Đại học Công nghệ - ĐHQG Hà Nội', 'Bachelor of Engineering in Software Engineering', 2012, 2017),
    ])
    assert.deepEqual(educationOf('University of Science, VNU-HCM\nBachelor of Information Technology\n2015 - 2019', 'Education'), [
      entry('University of Science, VNU-HCM', 'Bachelor of Information Technology', 2015, 2019),
    ])
  })

  test('typed without diacritics', () => {
    assert.deepEqual(educationOf('Dai hoc Bach Khoa TP.HCM\nKy su Dien tu\n2010 - 2015'), [
      entry('Dai hoc Bach Khoa TP.HCM', 'Ky su Dien tu', 2010, 2015),
    ])
  })

  test('no education section, or one without a school: no entries', () => {
    assert.deepEqual(extractEducation(prepareLines(cvDocument(['Nguyễn Văn An', 'Đại học Bách Khoa']))), [])
    assert.deepEqual(educationOf('Cử nhân Kế toán\n2014 - 2018'), [])
  })
})

describe('institution names and one-line entries', () => {
  test('a dash inside a school name does not cut it; one before a degree or a year does', () => {
    assert.deepEqual(educationOf('Học viện Báo chí – Tuyên truyền\nCử nhân Quan hệ công chúng (2011 – 2015)'), [
      entry('Học viện Báo chí – Tuyên truyền', 'Cử nhân Quan hệ công chúng', 2011, 2015),
    ])
    assert.deepEqual(educationOf('Đại học Sư phạm Kỹ thuật - Vinh - Kỹ sư Điện - 2010 - 2015'), [
      entry('Đại học Sư phạm Kỹ thuật - Vinh', 'Kỹ sư Điện', 2010, 2015),
    ])
    assert.deepEqual(educationOf('Đại học Dược Hải Dương - Dược sĩ đại học - 2012 - 2017'), [
      entry('Đại học Dược Hải Dương', 'Dược sĩ đại học', 2012, 2017),
    ])
  })

  test('an inline "Học vấn :" label stays out of the name; a field after a dash is the degree', () => {
    const lines = prepareLines(cvDocument(['Kinh nghiệm', 'Education: Cao đẳng Du lịch Huế – ngành Quản trị khách sạn (2010-2013)']))
    assert.deepEqual(extractEducation(lines), [entry('Cao đẳng Du lịch Huế', 'Quản trị khách sạn', 2010, 2013)])
  })

  test('a location set apart after the school, with its country, is cut', () => {
    assert.deepEqual(educationOf('Foreign Trade University Hanoi, Vietnam\nBachelor of Economics 2012 – 2016'), [
      entry('Foreign Trade University', 'Bachelor of Economics', 2012, 2016),
    ])
    // A city that is part of the name stays.
    assert.deepEqual(educationOf('Đại học Y Hà Nội\nBác sĩ đa khoa (2008 – 2014)'), [
      entry('Đại học Y Hà Nội', 'Bác sĩ đa khoa', 2008, 2014),
    ])
  })
})
