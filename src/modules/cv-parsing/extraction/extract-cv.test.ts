import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import fc from 'fast-check'
import type { CvLine, ExtractedCv } from '../cv-document.ts'
import { extractCv } from './extract-cv.ts'
import { cvDocument, linesOf, TODAY, type TestLine } from './document.fixtures.ts'

/** A PDF line: text, size, bold. */
const pdf = (text: string, fontSize: number, emphasis = false, page = 1): Partial<CvLine> & { text: string } => ({
  text,
  fontSize,
  emphasis,
  page,
})

/** Vietnamese, Word, one column: an accountant. */
const VIETNAMESE_ACCOUNTANT = linesOf(`
  SƠ YẾU LÝ LỊCH
  NGUYỄN VĂN AN
  Kế toán tổng hợp
  Điện thoại: 0912.345.678
  Email: Nguyen.Van.An@gmail.com
  Địa chỉ: Số 12 Trần Duy Hưng, Cầu Giấy, Hà Nội
  MỤC TIÊU NGHỀ NGHIỆP
  Trở thành kế toán trưởng trong vòng 3 năm tới.
  KINH NGHIỆM LÀM VIỆC
  Công ty Cổ phần Thực phẩm Sao Việt
  Kế toán tổng hợp
  Tháng 3/2021 - Hiện tại
  - Lập báo cáo tài chính quý và năm
  - Hạch toán chứng từ trên phần mềm MISA
  Công ty TNHH Thương mại Minh Phát
  Kế toán viên
  Tháng 7/2018 - Tháng 2/2021
  - Đối chiếu công nợ với khách hàng và nhà cung cấp
  HỌC VẤN
  Đại học Kinh tế Quốc dân
  Cử nhân Kế toán - Kiểm toán
  2014 - 2018
  KỸ NĂNG
  Excel, Tin học văn phòng
  Kỹ năng giao tiếp, làm việc nhóm
  SỞ THÍCH
  Đọc sách, du lịch
`)

/** Vietnamese, Canva PDF, two columns read sidebar first: a designer. */
const VIETNAMESE_DESIGNER_SIDEBAR_FIRST: TestLine[] = [
  pdf('LIÊN HỆ', 12, true),
  pdf('(+84) 98-765-4321', 10),
  pdf('tran.thi.binh@yahoo.com', 10),
  pdf('Quận 1, TP. Hồ Chí Minh', 10),
  pdf('KỸ NĂNG', 12, true),
  pdf('Photoshop', 10),
  pdf('Illustrator', 10),
  pdf('Figma', 10),
  pdf('Giao tiếp', 10),
  pdf('NGOẠI NGỮ', 12, true),
  pdf('Tiếng Anh - TOEIC 750', 10),
  pdf('TRẦN THỊ', 26, true),
  pdf('BÌNH', 26, true),
  pdf('Graphic Designer', 14),
  pdf('MỤC TIÊU NGHỀ NGHIỆP', 12, true),
  pdf('Trở thành nhà thiết kế có tiếng trong ngành quảng cáo.', 10),
  pdf('KINH NGHIỆM LÀM VIỆC', 12, true),
  pdf('06/2021 - nay', 10),
  pdf('Sao Mai Studio', 11, true),
  pdf('Graphic Designer', 10),
  pdf('- Thiết kế ấn phẩm cho các chiến dịch', 10),
  pdf('01/2019 - 05/2021', 10),
  pdf('Công ty TNHH In Ấn Phương Nam', 11, true),
  pdf('Nhân viên thiết kế', 10),
  pdf('HỌC VẤN', 12, true),
  pdf('Trường Cao đẳng Mỹ thuật Trang trí Đồng Nai', 10),
  pdf('Tốt nghiệp năm 2018', 10),
]

/** English, Word, one column: a backend engineer, jobs overlapping. */
const ENGLISH_BACKEND = linesOf(`
  John Nguyen
  Senior Software Engineer
  john.nguyen@example.com | +84 912 345 678 | github.com/johnnguyen
  PROFESSIONAL SUMMARY
  Backend engineer with eight years of experience building payment systems.
  WORK EXPERIENCE
  Senior Software Engineer at MoMo, Jan 2022 – Present
  • Built RESTful APIs with Node.js and TypeScript for the payment platform
  • Deployed services with Docker and Kubernetes
  Software Engineer, KMS Technology (Jun 2018 – Mar 2022)
  • Designed PostgreSQL schemas and tuned SQL queries
  Freelance Developer, Upwork (2017 – 2018)
  EDUCATION
  Ho Chi Minh City University of Technology
  Bachelor of Computer Science
  2013 – 2017
  SKILLS
  Languages: JavaScript, TypeScript, Go, SQL
  Tools: Git, Docker, Kubernetes, AWS, Linux
  REFERENCES
  Mr. Tran Van Minh, Engineering Manager at MoMo, minh.tran@momo.vn
`)

/** English, DOCX from a two-column template read sidebar last: a data analyst. */
const ENGLISH_ANALYST_SIDEBAR_LAST = linesOf(`
  LE MINH CUONG
  Data Analyst
  SUMMARY
  Data analyst who turns retail data into decisions.
  EXPERIENCE
  Tiki Corporation
  Data Analyst
  March 2022 - Now
  - Built daily revenue dashboards in Power BI
  Junior Data Analyst | Shopee Vietnam | 07/2020 - 02/2022
  - Wrote SQL queries to analyse customer behaviour
  EDUCATION
  Foreign Trade University (FTU)
  Bachelor of Economics
  09/2016 - 06/2020
  CONTACT
  Phone: 84 90 123 4567
  Email: cuong.le@outlook.com
  SKILLS
  SQL • Python • Power BI • Excel • R
  LANGUAGES
  English (IELTS 7.5)
`)

/** Vietnamese and English mixed, as many IT CVs are written. */
const MIXED_TESTER = linesOf(`
  CURRICULUM VITAE
  Đỗ Hoàng Nam
  QA Engineer
  SĐT: 0987-654-321 · Email: namdh.qa@gmail.com
  Kinh nghiệm làm việc
  09/2020 - 12/2022 | QA Engineer | Công ty TNHH Giải pháp Phần mềm Tường Minh
  - Viết test case và kiểm thử API với Postman
  01/2023 - nay | Senior QA Engineer | NashTech
  - Tự động hóa kiểm thử giao diện bằng Selenium
  Education
  Học viện Công nghệ Bưu chính Viễn thông - Kỹ sư Công nghệ thông tin (2016 - 2020)
  Skills
  Selenium, Postman, Jira, SQL, Java
  Chứng chỉ
  ISTQB Foundation Level (2021)
`)

/** TopCV-like: every field behind its label. */
const TOPCV_RECRUITER = linesOf(`
  HỒ SƠ ỨNG VIÊN
  Họ và tên: PHẠM THU HÀ
  Ngày sinh: 12/05/1996
  Số điện thoại: 84 912 345 679
  E-mail: PhamThuHa96@gmail.com
  Địa chỉ: 25 Lê Lợi, Hải Châu, Đà Nẵng
  Mục tiêu nghề nghiệp
  Phát triển trong lĩnh vực nhân sự.
  Kinh nghiệm làm việc
  Công ty: Công ty TNHH Tư vấn Nhân sự Thành Công
  Vị trí: Chuyên viên tuyển dụng
  Thời gian: 08/2021 - Hiện tại
  Mô tả công việc: Phỏng vấn sơ loại và đánh giá ứng viên
  Công ty: Ngân hàng TMCP Á Châu
  Chức vụ: Thực tập sinh nhân sự
  Thời gian: 01/2021 - 07/2021
  Học vấn
  Trường: Đại học Kinh tế Đà Nẵng
  Chuyên ngành: Quản trị Nhân lực
  Bằng cấp: Cử nhân
  Thời gian: 2017 - 2021
  Kỹ năng
  MS Office, Kỹ năng giao tiếp, Đàm phán
  Người tham chiếu
  Bà Lê Thị Thu - Trưởng phòng Nhân sự - 0903 111 222
`)

function extracted(lines: TestLine[], format: 'pdf' | 'docx' | 'text' = 'text'): ExtractedCv {
  return extractCv(cvDocument(lines, format), TODAY)
}

describe('whole CVs', () => {
  test('Vietnamese accountant, one column', () => {
    assert.deepEqual(extracted(VIETNAMESE_ACCOUNTANT, 'docx'), {
      full_name: 'Nguyễn Văn An',
      email: 'nguyen.van.an@gmail.com',
      phone: '+84912345678',
      skills: [
        'Accounting',
        'Financial Reporting',
        'MISA',
        'Reconciliation',
        'Auditing',
        'Microsoft Excel',
        'Microsoft Office',
        'Communication',
        'Teamwork',
      ],
      education: [{ institution: 'Đại học Kinh tế Quốc dân', degree: 'Cử nhân Kế toán - Kiểm toán', start_year: 2014, end_year: 2018 }],
      // 07/2018 – 02/2021 (32 months) and 03/2021 – 11/2026 (69 months)
      total_experience_years: 8.4,
      current_job_title: 'Kế toán tổng hợp',
      current_company: 'Công ty Cổ phần Thực phẩm Sao Việt',
    })
  })

  test('Vietnamese designer, Canva PDF, sidebar read first', () => {
    assert.deepEqual(extracted(VIETNAMESE_DESIGNER_SIDEBAR_FIRST, 'pdf'), {
      full_name: 'Trần Thị Bình',
      email: 'tran.thi.binh@yahoo.com',
      phone: '+84987654321',
      skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Figma', 'Communication', 'English'],
      education: [{ institution: 'Trường Cao đẳng Mỹ thuật Trang trí Đồng Nai', degree: null, start_year: null, end_year: 2018 }],
      // 01/2019 – 05/2021 (29 months) and 06/2021 – 11/2026 (66 months)
      total_experience_years: 7.9,
      current_job_title: 'Graphic Designer',
      current_company: 'Sao Mai Studio',
    })
  })

  test('English backend engineer, overlapping jobs', () => {
    assert.deepEqual(extracted(ENGLISH_BACKEND, 'docx'), {
      full_name: 'John Nguyen',
      email: 'john.nguyen@example.com',
      phone: '+84912345678',
      skills: [
        'RESTful API',
        'Node.js',
        'TypeScript',
        'Docker',
        'Kubernetes',
        'PostgreSQL',
        'SQL',
        'JavaScript',
        'Go',
        'Git',
        'AWS',
        'Linux',
      ],
      education: [
        {
          institution: 'Ho Chi Minh City University of Technology',
          degree: 'Bachelor of Computer Science',
          start_year: 2013,
          end_year: 2017,
        },
      ],
      // 01/2017 – 11/2026, the three jobs overlapping or touching: 119 months
      total_experience_years: 9.9,
      current_job_title: 'Senior Software Engineer',
      current_company: 'MoMo',
    })
  })

  test('English analyst, two columns read sidebar last', () => {
    assert.deepEqual(extracted(ENGLISH_ANALYST_SIDEBAR_LAST, 'docx'), {
      full_name: 'Le Minh Cuong',
      email: 'cuong.le@outlook.com',
      phone: '+84901234567',
      skills: ['Power BI', 'SQL', 'Python', 'Microsoft Excel', 'R', 'English'],
      education: [{ institution: 'Foreign Trade University', degree: 'Bachelor of Economics', start_year: 2016, end_year: 2020 }],
      // 07/2020 – 02/2022 (20 months) and 03/2022 – 11/2026 (57 months)
      total_experience_years: 6.4,
      current_job_title: 'Data Analyst',
      current_company: 'Tiki Corporation',
    })
  })

  test('mixed Vietnamese and English tester', () => {
    assert.deepEqual(extracted(MIXED_TESTER), {
      full_name: 'Đỗ Hoàng Nam',
      email: 'namdh.qa@gmail.com',
      phone: '+84987654321',
      skills: ['Test Case Design', 'API Testing', 'Postman', 'Automation Testing', 'Selenium', 'Jira', 'SQL', 'Java'],
      education: [
        { institution: 'Học viện Công nghệ Bưu chính Viễn thông', degree: 'Kỹ sư Công nghệ thông tin', start_year: 2016, end_year: 2020 },
      ],
      // 09/2020 – 12/2022 (28 months) and 01/2023 – 11/2026 (47 months)
      total_experience_years: 6.3,
      current_job_title: 'Senior QA Engineer',
      current_company: 'NashTech',
    })
  })

  test('TopCV-like, every field labelled', () => {
    assert.deepEqual(extracted(TOPCV_RECRUITER), {
      full_name: 'Phạm Thu Hà',
      email: 'phamthuha96@gmail.com',
      phone: '+84912345679',
      skills: ['Recruitment', 'Interviewing', 'Human Resource Management', 'Microsoft Office', 'Communication', 'Negotiation'],
      education: [{ institution: 'Đại học Kinh tế Đà Nẵng', degree: 'Cử nhân Quản trị Nhân lực', start_year: 2017, end_year: 2021 }],
      // 01/2021 – 07/2021 (7 months) and 08/2021 – 11/2026 (64 months)
      total_experience_years: 5.9,
      current_job_title: 'Chuyên viên tuyển dụng',
      current_company: 'Công ty TNHH Tư vấn Nhân sự Thành Công',
    })
  })

  test('a CV with nothing to find: nulls and empty lists', () => {
    assert.deepEqual(extracted(['Xin chào', 'tôi muốn ứng tuyển']), {
      full_name: null,
      email: null,
      phone: null,
      skills: [],
      education: [],
      total_experience_years: null,
      current_job_title: null,
      current_company: null,
    })
    assert.deepEqual(extractCv({ format: 'text', pages: 1, lines: [] }, TODAY).skills, [])
  })

  test("any lines at all: never throws, always the contract's shape", () => {
    // Fragments CVs are made of, shuffled into nonsense: headings, dates, labels, names, bullets.
    const fragment = fc.constantFrom(
      'KINH NGHIỆM',
      'Education',
      'Kỹ năng:',
      '03/2020 – nay',
      '2019 - 2021',
      'Tháng 3 năm 2020',
      'Công ty TNHH ABC',
      'Senior Developer',
      ' at ',
      ' | ',
      ', ',
      '(',
      ')',
      '- ',
      'Họ và tên:',
      'NGUYỄN VĂN AN',
      '0912 345 678',
      'an@x.vn',
      'Đại học Bách Khoa',
      'Cử nhân',
      'Java',
      'C++',
      '.NET',
      'Go',
      'nay',
      'Present',
      'tại',
    )
    const line = fc.array(fc.oneof(fragment, fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''))
    const lineSpec = fc.record({ text: line, fontSize: fc.option(fc.constantFrom(8, 10, 12, 20), { nil: null }), emphasis: fc.boolean() })
    fc.assert(
      fc.property(fc.array(lineSpec, { maxLength: 40 }), (lines) => {
        const result = extracted(lines, 'pdf')
        assert.ok(result.full_name === null || result.full_name.length > 0)
        assert.ok(
          result.total_experience_years === null || (result.total_experience_years >= 0 && Number.isFinite(result.total_experience_years)),
        )
        assert.ok(Array.isArray(result.skills) && new Set(result.skills).size === result.skills.length)
        for (const entry of result.education) assert.ok(entry.institution.length > 0)
      }),
      { numRuns: 300, seed: 20261124 },
    )
  })

  test('a two-page CV takes a few milliseconds after warm-up', () => {
    const twoPages = cvDocument([...VIETNAMESE_ACCOUNTANT, ...ENGLISH_BACKEND, ...VIETNAMESE_ACCOUNTANT, ...MIXED_TESTER], 'docx')
    for (let i = 0; i < 20; i++) extractCv(twoPages, TODAY)
    const times: number[] = []
    for (let i = 0; i < 50; i++) {
      const started = performance.now()
      extractCv(twoPages, TODAY)
      times.push(performance.now() - started)
    }
    const median = times.sort((a, b) => a - b)[25] ?? Infinity
    // About 1–2 ms on a laptop; the bound leaves room for a busy CI machine, and fails a tenfold slowdown.
    assert.ok(median < 20, `median ${median.toFixed(2)} ms`)
  })

  test('hostile input: long lines and many lines stay fast', () => {
    const long = 'a1/'.repeat(30_000) + ' 0'.repeat(20_000) + ' @'.repeat(10_000) + ' Java,'.repeat(10_000)
    const many = Array.from({ length: 5_000 }, (_unused, i) =>
      i % 7 === 0 ? 'KINH NGHIỆM' : `${i % 12}/2019 - nay | Dev | ABC Co., Ltd ${i}`,
    )
    const started = performance.now()
    extracted([long, ...many])
    // Generous for a loaded CI machine: what matters is that nothing backtracks (that would take minutes).
    assert.ok(performance.now() - started < 2_000, `${Math.round(performance.now() - started)} ms`)
  })
})
