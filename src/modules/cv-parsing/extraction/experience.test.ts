import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { extractJobs, summarizeExperience, type ExperienceSummary } from './experience.ts'
import { prepareLines } from './lines.ts'
import { cvDocument, linesOf, TODAY } from './document.fixtures.ts'

/** The experience fields of a CV whose experience section holds `body`. */
function experienceOf(body: string, heading = 'KINH NGHIỆM LÀM VIỆC'): ExperienceSummary {
  return summarizeExperience(extractJobs(prepareLines(cvDocument([heading, ...linesOf(body)])), TODAY))
}

function jobsOf(body: string): { title: string | null; company: string | null }[] {
  return extractJobs(prepareLines(cvDocument(['Experience', ...linesOf(body)])), TODAY).map(({ title, company }) => ({ title, company }))
}

describe('experience layouts', () => {
  test('dates | title | company on one line', () => {
    assert.deepEqual(experienceOf('03/2020 – nay | Senior Developer | FPT Software\n- Phát triển API'), {
      total_experience_years: 6.8,
      current_job_title: 'Senior Developer',
      current_company: 'FPT Software',
    })
  })

  test('title, company (years)', () => {
    assert.deepEqual(experienceOf('Senior Developer, FPT Software (2019 – 2021)'), {
      total_experience_years: 3,
      current_job_title: 'Senior Developer',
      current_company: 'FPT Software',
    })
  })

  test('company, then title, then dates on their own lines', () => {
    assert.deepEqual(experienceOf('FPT Software\nSenior Developer\nTháng 3/2020 - Hiện tại\n• Built the billing service'), {
      total_experience_years: 6.8,
      current_job_title: 'Senior Developer',
      current_company: 'FPT Software',
    })
  })

  test('company — title, then the dates below', () => {
    assert.deepEqual(experienceOf('Công ty TNHH ABC — Kế toán trưởng\n01/2018 - 12/2019\n- Lập báo cáo thuế'), {
      total_experience_years: 2,
      current_job_title: 'Kế toán trưởng',
      current_company: 'Công ty TNHH ABC',
    })
  })

  test('title at company, dates', () => {
    assert.deepEqual(experienceOf('Software Engineer at Google, Jan 2020 – Present', 'Work Experience'), {
      total_experience_years: 6.9,
      current_job_title: 'Software Engineer',
      current_company: 'Google',
    })
    assert.deepEqual(jobsOf('Kỹ sư phần mềm tại Viettel (2018 - 2020)'), [{ title: 'Kỹ sư phần mềm', company: 'Viettel' }])
  })

  test('dates first, then company and title below', () => {
    assert.deepEqual(
      jobsOf('06/2021 - nay\nCông ty Cổ phần MISA\nKế toán viên\n- Hạch toán\n01/2019 - 05/2021\nVinamilk\nNhân viên kế toán'),
      [
        { title: 'Kế toán viên', company: 'Công ty Cổ phần MISA' },
        { title: 'Nhân viên kế toán', company: 'Vinamilk' },
      ],
    )
  })

  test('labels: Company / Position and Công ty / Vị trí / Chức vụ', () => {
    assert.deepEqual(jobsOf('Company: Shopee\nPosition: Data Analyst\nTime: 07/2020 - 02/2022'), [
      { title: 'Data Analyst', company: 'Shopee' },
    ])
    assert.deepEqual(
      jobsOf(
        'Công ty: Ngân hàng TMCP Á Châu\nVị trí: Giao dịch viên\nThời gian: 2019 - 2021\nMô tả công việc: Tư vấn khách hàng\nCông ty: Masan Group\nChức vụ: Trưởng phòng kinh doanh\nThời gian: 2021 - nay',
      ),
      [
        { title: 'Giao dịch viên', company: 'Ngân hàng TMCP Á Châu' },
        { title: 'Trưởng phòng kinh doanh', company: 'Masan Group' },
      ],
    )
  })

  test("a table's column headings are labels, and their order says which cell is which", () => {
    assert.deepEqual(
      jobsOf(
        'Thời gian\nCông ty\nVị trí\n08/2025 – Nay\nVNG\nBackend Developer\nPhát triển RESTful API\n06/2024 – 07/2025\nShopee\nBusiness Partner',
      ),
      [
        { title: 'Backend Developer', company: 'VNG' },
        { title: 'Business Partner', company: 'Shopee' },
      ],
    )
    // No cue in either cell: the columns decide.
    assert.deepEqual(jobsOf('Period\nCompany\nPosition\n2020 - 2022\nAcme\nOperations'), [{ title: 'Operations', company: 'Acme' }])
    assert.deepEqual(jobsOf('Period\nPosition\nCompany\n2020 - 2022\nOperations\nAcme'), [{ title: 'Operations', company: 'Acme' }])
  })

  test('title and company told apart by their words, whatever the order', () => {
    assert.deepEqual(jobsOf('2019 - 2021 | Viettel | Backend Developer'), [{ title: 'Backend Developer', company: 'Viettel' }])
    assert.deepEqual(jobsOf('2019 - 2021 | Kế toán thuế | Công ty TNHH Minh Phát'), [
      { title: 'Kế toán thuế', company: 'Công ty TNHH Minh Phát' },
    ])
    assert.deepEqual(jobsOf('Sales Manager - ABC Trading Co., Ltd - 2015 - 2018'), [
      { title: 'Sales Manager', company: 'ABC Trading Co., Ltd' },
    ])
    assert.deepEqual(jobsOf('KMS Technology | QA Engineer | 2020 - 2022'), [{ title: 'QA Engineer', company: 'KMS Technology' }])
  })

  test('a place or a duration beside the job is neither title nor company', () => {
    assert.deepEqual(jobsOf('Senior Developer | FPT Software | Hà Nội | 2019 - 2021 (2 năm)'), [
      { title: 'Senior Developer', company: 'FPT Software' },
    ])
  })

  test('dated projects in bullets under a job are not jobs', () => {
    const jobs = jobsOf(
      'FPT Software\nSenior Developer\n2018 - nay\n- Dự án ngân hàng số (06/2019 - 12/2020)\n- Dự án ví điện tử (2021 - 2022)',
    )
    assert.equal(jobs.length, 1)
  })
})

describe('experience dates and totals', () => {
  test('MM/YYYY – MM/YYYY counts both months', () => {
    assert.equal(experienceOf('01/2020 - 12/2020 | Developer | ABC Software').total_experience_years, 1)
    assert.equal(experienceOf('01/2020 - 06/2020 | Developer | ABC Software').total_experience_years, 0.5)
  })

  test('a year alone runs from January to December', () => {
    assert.equal(experienceOf('2020 - 2020 | Developer | ABC Software').total_experience_years, 1)
    assert.equal(experienceOf('2018 - 06/2019 | Developer | ABC Software').total_experience_years, 1.5)
  })

  test('every date form the CVs use', () => {
    const forms: [string, number][] = [
      ['03/2020 - 02/2021', 1],
      ['3/2020 - 2/2021', 1],
      ['03-2020 - 02-2021', 1],
      ['Tháng 3/2020 - Tháng 2/2021', 1],
      ['Tháng 3 năm 2020 - Tháng 2 năm 2021', 1],
      ['T3/2020 - T2/2021', 1],
      ['Mar 2020 - Feb 2021', 1],
      ['March 2020 to February 2021', 1],
      ['03/2020 ~ 02/2021', 1],
      ['03/2020 đến 02/2021', 1],
      ['2020 - 2021', 2],
    ]
    for (const [dates, years] of forms)
      assert.equal(experienceOf(`${dates} | Developer | ABC Software`).total_experience_years, years, dates)
  })

  test('"nay", "Present" and the like end today (November 2026)', () => {
    for (const end of ['nay', 'hiện nay', 'Hiện tại', 'Present', 'Now', 'Current']) {
      assert.equal(experienceOf(`11/2025 - ${end} | Developer | ABC Software`).total_experience_years, 1.1, end)
    }
  })

  test('overlapping jobs are counted once', () => {
    const summary = experienceOf(
      '01/2018 - 12/2020 | Developer | ABC Software\n06/2020 - 12/2021 | Freelancer | XYZ Studio\n2023 - 2023 | Consultant | DEF Group',
    )
    assert.equal(summary.total_experience_years, 5)
  })

  test('a job dated in the future is capped at today; nonsense ranges are skipped', () => {
    assert.equal(experienceOf('01/2026 - 12/2027 | Developer | ABC Software').total_experience_years, 0.9)
    assert.equal(experienceOf('2021 - 2019 | Developer | ABC Software').total_experience_years, null)
  })

  test('education dates never count as experience', () => {
    const doc = cvDocument(['HỌC VẤN', 'Đại học Bách Khoa Hà Nội', '2014 - 2018', 'KINH NGHIỆM', '2019 - 2020 | Developer | ABC Software'])
    assert.equal(summarizeExperience(extractJobs(prepareLines(doc), TODAY)).total_experience_years, 2)
  })

  test('no dated job: null years, null title and company', () => {
    assert.deepEqual(experienceOf('FPT Software\nSenior Developer\n- Phát triển API'), {
      total_experience_years: null,
      current_job_title: null,
      current_company: null,
    })
    assert.deepEqual(summarizeExperience(extractJobs(prepareLines(cvDocument(['Nguyễn Văn An', 'Email: a@b.vn'])), TODAY)), {
      total_experience_years: null,
      current_job_title: null,
      current_company: null,
    })
  })
})

describe('current job', () => {
  test('a job still held wins over one that ended later in the list', () => {
    const summary = experienceOf(
      '2015 - 2017 | Developer | Old Software\n2018 - nay | Tech Lead | New Technology\n2016 - 2024 | Consultant | Side Group',
    )
    assert.equal(summary.current_job_title, 'Tech Lead')
    assert.equal(summary.current_company, 'New Technology')
  })

  test('no job held: the latest end; on a tie the first listed', () => {
    assert.equal(experienceOf('2015 - 2017 | Developer | A Software\n2018 - 2022 | Lead | B Software').current_company, 'B Software')
    assert.equal(experienceOf('2019 - 2022 | Lead | B Software\n2020 - 2022 | Mentor | C Software').current_company, 'B Software')
  })
})

describe('job tables and plain-text duties', () => {
  test("a duties column's heading is never a title, and each cell of a four-column table is whole", () => {
    assert.deepEqual(
      jobsOf(
        'Thời gian\nĐơn vị công tác\nChức vụ\nNhiệm vụ chính\n03/2021 – nay\nCông ty CP Dược phẩm Sao Mai – Chi nhánh Huế\nKế toán tổng hợp (General Accountant)\nLập báo cáo thuế hàng quý',
      ),
      [{ title: 'Kế toán tổng hợp (General Accountant)', company: 'Công ty CP Dược phẩm Sao Mai – Chi nhánh Huế' }],
    )
    assert.deepEqual(
      jobsOf('Period / Thời gian\nCompany / Công ty\nPosition / Vị trí\nMain duties\n2019 - 2022\nOrbit Freight\nOperations'),
      [{ title: 'Operations', company: 'Orbit Freight' }],
    )
    // The heading row kept on one line.
    assert.deepEqual(jobsOf('Time | Company | Position | Responsibilities\n2019 - 2022\nOrbit Freight\nOperations'), [
      { title: 'Operations', company: 'Orbit Freight' },
    ])
  })

  test('duties without bullets under a "Title – Company" line above the dates are neither', () => {
    assert.deepEqual(
      jobsOf(
        'Trưởng nhóm kiểm soát chất lượng sản phẩm đầu ra – Công ty Cổ phần Nhựa Kim Long Miền Bắc\n05/2020 – nay\nKiểm tra mẫu sản phẩm theo tiêu chuẩn ISO cho ba dây chuyền sản xuất\nGiảm tỷ lệ lỗi, tiết kiệm 12% chi phí',
      ),
      [{ title: 'Trưởng nhóm kiểm soát chất lượng sản phẩm đầu ra', company: 'Công ty Cổ phần Nhựa Kim Long Miền Bắc' }],
    )
  })

  test('an employer and a title run together on the dates line are told apart', () => {
    assert.deepEqual(jobsOf('2021 - nay Công ty TNHH Thực phẩm Hồng Phát Quản lý kho'), [
      { title: 'Quản lý kho', company: 'Công ty TNHH Thực phẩm Hồng Phát' },
    ])
  })

  test('a location set apart after the employer is no part of it', () => {
    assert.deepEqual(jobsOf('Sacombank    Ho Chi Minh City\nCredit Analyst 2019 – 2022'), [
      { title: 'Credit Analyst', company: 'Sacombank' },
    ])
    assert.deepEqual(jobsOf('Orbit Freight Da Nang, Vietnam\nOperations Manager 2019 – 2022'), [
      { title: 'Operations Manager', company: 'Orbit Freight' },
    ])
  })
})
