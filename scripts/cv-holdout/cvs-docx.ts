import type { Paragraph, Table } from 'docx'
import type { HoldoutDocument } from './document.ts'
import { cell, DocxWriter, pack, table } from './docx.ts'
import { period, ym, type Job, type Person } from './model.ts'

/**
 * The seven held-out DOCX files: a Word "Sơ yếu lý lịch" template with label/value and work-history
 * tables, a headings-only English resume, a two-column table with "Công ty:" / "Vị trí:" labels, a
 * Canva-to-Word sidebar table, a Vietnamese headings CV, a resume with a header table and skills
 * table, and a bilingual CV with its jobs in a table.
 */

const job = (title: string, company: string, start: [number, number], end: [number, number] | null): Job => ({
  title,
  company,
  start: ym(...start),
  end: end === null ? null : ym(...end),
})

type Built = { bytes: Buffer; texts: string[] }
const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index]
  if (item === undefined) throw new Error(`no item ${index}`)
  return item
}

// ---- 09: Word "Sơ yếu lý lịch" template ---------------------------------------------------------

const huong: Person = {
  fullName: 'Nguyễn Thị Thanh Hương',
  email: 'huongntt.hcns@gmail.com',
  phone: '+84355218407',
  jobs: [
    job('Nhân viên hành chính nhân sự', 'Công ty TNHH Sản xuất Bao bì Minh Phát', [2021, 1], null),
    job('Nhân viên hành chính', 'Công ty TNHH May mặc Phú Thịnh', [2018, 5], [2020, 12]),
  ],
  education: [{ institution: 'Trường Đại học Lao động – Xã hội', degree: 'Cử nhân Quản trị nhân lực', start_year: 2012, end_year: 2016 }],
  skills: ['Microsoft Word', 'Microsoft Excel', 'MISA', 'Labor Law', 'Payroll', 'Recruitment', 'Communication'],
}

async function soYeuTemplate(): Promise<Built> {
  const w = new DocxWriter('Times New Roman')
  const bold = { bold: true }
  const children: (Paragraph | Table)[] = [
    w.p([['SƠ YẾU LÝ LỊCH', { bold: true, size: 16 }]], { align: 'center', after: 2 }),
    w.p([['(Dùng cho ứng viên dự tuyển)', { italics: true, size: 10 }]], { align: 'center', after: 10 }),
    w.p([['Vị trí ứng tuyển: ', bold], 'Trưởng phòng Hành chính – Nhân sự'], { after: 8 }),
    w.p([['I. THÔNG TIN CÁ NHÂN', bold]], { after: 4 }),
    table(
      [
        ['Họ và tên', 'Nguyễn Thị Thanh Hương'],
        ['Ngày sinh', '03/11/1994'],
        ['Giới tính', 'Nữ'],
        ['Điện thoại', '0355218407'],
        ['Email', 'huongntt.hcns@gmail.com'],
        ['Địa chỉ', 'Phường Dĩ An, TP. Dĩ An, Bình Dương'],
      ].map(([label, value]) => [
        cell(w.p([[label ?? '', bold]]), { width: 30, borders: true }),
        cell(w.p(value ?? ''), { width: 70, borders: true }),
      ]),
      { borders: true, widths: [30, 70] },
    ),
    w.p([['II. QUÁ TRÌNH CÔNG TÁC', bold]], { before: 10, after: 4 }),
    table(
      [
        ['Thời gian', 'Đơn vị công tác', 'Vị trí', 'Công việc chính'].map((h) =>
          cell(w.p([[h, bold]], { align: 'center' }), { borders: true, fill: 'D9E2F3' }),
        ),
        ...huong.jobs.map((j, i) => [
          cell(w.p(period(j, { style: 'mm/yyyy', present: 'nay' })), { borders: true }),
          cell(w.p(j.company), { borders: true }),
          cell(w.p(j.title), { borders: true }),
          cell(
            i === 0
              ? [
                  w.p('- Chấm công, tính lương cho 350 công nhân'),
                  w.p('- Theo dõi hợp đồng lao động, BHXH'),
                  w.p('- Tuyển dụng lao động phổ thông theo kế hoạch sản xuất'),
                ]
              : [w.p('- Quản lý hồ sơ nhân sự, văn phòng phẩm'), w.p('- Lễ tân, đặt phòng họp, hỗ trợ tổ chức sự kiện nội bộ')],
            { borders: true },
          ),
        ]),
      ],
      { borders: true, widths: [16, 28, 20, 36] },
    ),
    w.p([['III. TRÌNH ĐỘ HỌC VẤN', bold]], { before: 10, after: 4 }),
    w.p('2012 – 2016: Trường Đại học Lao động – Xã hội, Cử nhân Quản trị nhân lực'),
    w.p([['IV. KỸ NĂNG', bold]], { before: 10, after: 4 }),
    w.p('Tin học văn phòng: Word, Excel', { bullet: true }),
    w.p('Sử dụng phần mềm MISA AMIS HRM', { bullet: true }),
    w.p('Am hiểu Luật Lao động', { bullet: true }),
    w.p('Tính lương, tuyển dụng', { bullet: true }),
    w.p('Kỹ năng giao tiếp tốt', { bullet: true }),
    w.p([['V. LỜI CAM ĐOAN', bold]], { before: 10, after: 4 }),
    w.p('Tôi xin cam đoan những thông tin trên là đúng sự thật.'),
    w.p([['Bình Dương, ngày 20 tháng 10 năm 2026', { italics: true }]], { align: 'right', before: 8 }),
    w.p([['Người khai', bold]], { align: 'right', after: 30 }),
    w.p('Nguyễn Thị Thanh Hương', { align: 'right' }),
  ]
  return { bytes: await pack(children, { title: 'Sơ yếu lý lịch', creator: 'Admin', font: 'Times New Roman' }), texts: w.texts }
}

// ---- 10: headings only, "Title at Company" -------------------------------------------------------

const huy: Person = {
  fullName: 'Trịnh Quang Huy',
  email: 'huy.trinh.fe@gmail.com',
  phone: '+84868512930',
  jobs: [
    job('Frontend Engineer', 'Grab Vietnam', [2022, 3], null),
    job('Freelance Frontend Developer', 'Toptal', [2020, 1], [2022, 12]),
    job('Frontend Developer', 'Got It Vietnam', [2019, 7], [2022, 2]),
  ],
  education: [
    { institution: 'Ho Chi Minh City University of Technology', degree: 'B.Eng. in Computer Science', start_year: 2015, end_year: 2019 },
  ],
  skills: ['JavaScript', 'TypeScript', 'React', 'Next.js', 'HTML', 'CSS', 'SASS', 'Git', 'Jest', 'Figma', 'English', 'Vietnamese'],
}

async function headingsEnglish(): Promise<Built> {
  const w = new DocxWriter('Calibri')
  const [grab, freelance, gotIt] = [at(huy.jobs, 0), at(huy.jobs, 1), at(huy.jobs, 2)]
  const role = (j: Job, style: 'mon' | 'year', place: string, bullets: string[]): Paragraph[] => [
    w.p(`${j.title} at ${j.company}`, { heading: 2, before: 6 }),
    w.p([[`${period(j, { style, present: 'Present' })} · ${place}`, { italics: true, color: '666666' }]], { after: 3 }),
    ...bullets.map((b) => w.p(b, { bullet: true })),
  ]
  const children = [
    w.p('Trịnh Quang Huy', { heading: 'title', after: 2 }),
    w.p([['Frontend Engineer', { size: 13, color: '2E74B5' }]], { after: 2 }),
    w.p('0868 512 930 | huy.trinh.fe@gmail.com | github.com/trinhquanghuy | Ho Chi Minh City', { after: 8 }),
    w.p('Summary', { heading: 1 }),
    w.p(
      'Frontend engineer with seven years of shipping web apps people use every day, from ride-hailing merchant tools to e-learning products.',
    ),
    w.p('Experience', { heading: 1, before: 8 }),
    ...role(grab, 'mon', 'Ho Chi Minh City', [
      'Built merchant dashboard features in React and TypeScript used by 30,000 GrabFood merchants',
      'Cut the main bundle by 35% with code splitting and lazy loading',
      'Mentored two junior engineers through their first year',
    ]),
    ...role(gotIt, 'mon', 'Ho Chi Minh City', [
      'Rebuilt the tutoring web app in React',
      'Raised test coverage of the booking flow from 20% to 75%',
    ]),
    ...role(freelance, 'year', 'Remote', ['Landing pages and small shops for clients in Singapore and Australia']),
    w.p('Education', { heading: 1, before: 8 }),
    w.p([['Ho Chi Minh City University of Technology', { bold: true }]]),
    w.p('B.Eng. in Computer Science, 2015 – 2019'),
    w.p('Skills', { heading: 1, before: 8 }),
    w.p('Languages & frameworks: JavaScript (ES6+), TypeScript, React, Next.js, HTML5, CSS3/SASS', { bullet: true }),
    w.p('Tools: Git, Jest, Figma', { bullet: true }),
    w.p('Spoken languages: English (fluent), Vietnamese (native)', { bullet: true }),
  ]
  return { bytes: await pack(children, { title: 'Resume - Trinh Quang Huy', creator: 'Huy Trinh' }), texts: w.texts }
}

// ---- 11: two-column table, "Công ty:" / "Vị trí:" labels, the last job has ended ---------------------

const anh: Person = {
  fullName: 'Phạm Thị Ngọc Ánh',
  email: 'anhptn.ketoan@gmail.com',
  phone: '+84941237586',
  jobs: [
    job('Kế toán tổng hợp', 'Công ty TNHH Thương mại Dịch vụ Hải Âu', [2021, 11], [2026, 6]),
    job('Kế toán viên', 'Công ty Cổ phần Dịch vụ Kế toán Tín Việt', [2017, 8], [2021, 10]),
    job('Thực tập sinh kế toán', 'Công ty TNHH Điện tử Sao Mai', [2016, 3], [2017, 7]),
  ],
  education: [{ institution: 'Học viện Tài chính', degree: 'Cử nhân Kế toán', start_year: 2012, end_year: 2016 }],
  skills: ['Accounting', 'MISA', 'Fast Accounting', 'Financial Reporting', 'Microsoft Excel', 'English'],
}

async function labelledTable(): Promise<Built> {
  const w = new DocxWriter('Arial')
  const teal = '0F6E6E'
  const heading = (text: string): Paragraph => w.p([[text, { bold: true, color: teal, size: 13 }]], { before: 10, after: 4 })
  const duties = [
    [
      'Hạch toán, tổng hợp số liệu kế toán; lập báo cáo tài chính năm',
      'Kê khai, quyết toán thuế GTGT, TNDN, TNCN',
      'Làm việc với kiểm toán độc lập',
    ],
    ['Làm dịch vụ kế toán trọn gói cho 15 doanh nghiệp nhỏ', 'Nhập liệu chứng từ, đối chiếu công nợ'],
    ['Hỗ trợ nhập hóa đơn, sắp xếp chứng từ'],
  ]
  const children: (Paragraph | Table)[] = [
    w.p([['PHẠM THỊ NGỌC ÁNH', { bold: true, size: 20, color: teal }]], { after: 2 }),
    w.p([['Kế toán tổng hợp', { size: 12 }]], { after: 6 }),
    w.p('Điện thoại: 0941-237-586'),
    w.p('Email: anhptn.ketoan@gmail.com'),
    w.p('Địa chỉ: Phường Mỹ Đình 2, Nam Từ Liêm, Hà Nội', { after: 6 }),
    heading('MỤC TIÊU NGHỀ NGHIỆP'),
    w.p('Tìm kiếm vị trí Kế toán trưởng tại doanh nghiệp sản xuất, phát huy kinh nghiệm hơn 10 năm trong nghề.'),
    heading('KINH NGHIỆM LÀM VIỆC'),
    table(
      anh.jobs.map((j, i) => [
        cell(w.p([[period(j, { style: 'mm/yyyy', present: 'nay', dash: ' - ' }), { bold: true }]]), { width: 22 }),
        cell(
          [
            w.p([['Công ty: ', { bold: true }], j.company]),
            w.p([['Vị trí: ', { bold: true }], j.title]),
            w.p([['Mô tả công việc:', { italics: true }]]),
            ...(duties[i] ?? []).map((d) => w.p(d, { bullet: true })),
          ],
          { width: 78 },
        ),
      ]),
      { widths: [22, 78] },
    ),
    heading('HỌC VẤN'),
    table(
      [
        [
          cell(w.p([['2012 - 2016', { bold: true }]]), { width: 22 }),
          cell([w.p([['Học viện Tài chính', { bold: true }]]), w.p('Cử nhân Kế toán – Xếp loại Khá')], { width: 78 }),
        ],
      ],
      { widths: [22, 78] },
    ),
    heading('KỸ NĂNG'),
    w.p('Nghiệp vụ kế toán tổng hợp', { bullet: true }),
    w.p('Thành thạo phần mềm kế toán MISA, Fast Accounting', { bullet: true }),
    w.p('Lập báo cáo tài chính', { bullet: true }),
    w.p('Excel nâng cao (VLOOKUP, Pivot Table)', { bullet: true }),
    w.p('Tiếng Anh cơ bản', { bullet: true }),
    heading('CHỨNG CHỈ'),
    w.p('Chứng chỉ Kế toán trưởng – Bộ Tài chính (2022)', { bullet: true }),
  ]
  return { bytes: await pack(children, { title: 'CV Ke toan', creator: 'Ngoc Anh', font: 'Arial' }), texts: w.texts }
}

// ---- 12: Canva-to-Word, the CV inside a two-cell table with a shaded sidebar -----------------------

const khanh: Person = {
  fullName: 'Lam Quoc Khanh',
  email: 'khanh.lam.data@gmail.com',
  phone: '+84935774106',
  jobs: [job('Data Analyst', 'VPBank', [2021, 1], null), job('Business Intelligence Intern', 'Shopee Vietnam', [2020, 9], [2020, 12])],
  education: [{ institution: 'Foreign Trade University', degree: 'Bachelor of Economics', start_year: 2016, end_year: 2020 }],
  skills: ['SQL', 'Python', 'Pandas', 'NumPy', 'Power BI', 'Tableau', 'Microsoft Excel', 'Statistics', 'Data Visualization', 'English'],
}

async function sidebarTable(): Promise<Built> {
  const w = new DocxWriter('Montserrat')
  const white = { color: 'FFFFFF' }
  const sideHeading = (text: string): Paragraph => w.p([[text, { bold: true, color: 'FFFFFF', size: 12 }]], { before: 10, after: 4 })
  const side = [
    sideHeading('CONTACT'),
    w.p([['+84-935-774-106', white]]),
    w.p([['khanh.lam.data@gmail.com', white]]),
    w.p([['Hanoi, Vietnam', white]]),
    sideHeading('SKILLS'),
    ...['SQL', 'Python (pandas, NumPy)', 'Power BI', 'Tableau', 'Excel', 'Statistics', 'Data Visualization'].map((x) =>
      w.p([[x, white]], { bullet: true }),
    ),
    sideHeading('LANGUAGES'),
    w.p([['English – Advanced', white]]),
  ]
  const [vp, shopee] = [at(khanh.jobs, 0), at(khanh.jobs, 1)]
  const mainHeading = (text: string): Paragraph => w.p([[text, { bold: true, color: '1F4E79', size: 13 }]], { before: 10, after: 4 })
  const main = [
    w.p([['Lam Quoc Khanh', { bold: true, size: 24, color: '1F4E79' }]], { after: 2 }),
    w.p([['DATA ANALYST', { size: 12, color: '5B9BD5' }]], { after: 8 }),
    mainHeading('ABOUT ME'),
    w.p('I turn raw banking data into dashboards and answers that product and risk teams act on.'),
    mainHeading('WORK EXPERIENCE'),
    w.p([[vp.company, { bold: true }]]),
    w.p([[`${vp.title} | ${period(vp, { style: 'year', present: 'Present' })}`, { italics: true }]]),
    w.p('Built the credit-card portfolio dashboards used by the retail risk committee', { bullet: true }),
    w.p('Automated 14 weekly reports, saving about 30 analyst-hours a week', { bullet: true }),
    w.p([[shopee.company, { bold: true }]], { before: 6 }),
    w.p([[`${shopee.title} | ${period(shopee, { style: 'mon', present: 'Present' })}`, { italics: true }]]),
    w.p('Cleaned seller data and prepared the weekly category performance deck', { bullet: true }),
    mainHeading('EDUCATION'),
    w.p([['Foreign Trade University', { bold: true }]]),
    w.p('Bachelor of Economics | 2016 – 2020'),
  ]
  const children = [table([[cell(side, { width: 34, fill: '1F4E79' }), cell(main, { width: 66 })]], { widths: [34, 66] })]
  return { bytes: await pack(children, { title: 'Blue Modern Resume', creator: 'Canva', margin: 1, font: 'Montserrat' }), texts: w.texts }
}

// ---- 13: Vietnamese, headings and no tables, "T3/2022 – nay" ------------------------------------

const vy: Person = {
  fullName: 'Ngô Thảo Vy',
  email: 'thaovy.ngo.data@gmail.com',
  phone: '+84783552190',
  jobs: [
    job('Chuyên viên phân tích dữ liệu', 'Công ty Cổ phần Đầu tư Thế Giới Di Động', [2022, 3], null),
    job('Nhân viên phân tích kinh doanh', 'Công ty Cổ phần Tập đoàn Masan', [2019, 7], [2022, 2]),
  ],
  education: [
    { institution: 'Trường Đại học Kinh tế - Luật', degree: 'Cử nhân Hệ thống thông tin quản lý', start_year: 2015, end_year: 2019 },
  ],
  skills: ['SQL', 'SQL Server', 'BigQuery', 'Python', 'Power BI', 'Looker Studio', 'Microsoft Excel', 'Statistics', 'Presentation'],
}

async function headingsVietnamese(): Promise<Built> {
  const w = new DocxWriter('Calibri')
  const duties = [
    ['Xây dựng báo cáo doanh thu theo ngành hàng cho hơn 3.000 cửa hàng', 'Phân tích hiệu quả khuyến mãi, đề xuất cắt giảm 8% chi phí'],
    ['Theo dõi sell-out của kênh siêu thị, lập báo cáo tuần cho ban giám đốc'],
  ]
  const children = [
    w.p('Ngô Thảo Vy', { heading: 'title', after: 2 }),
    w.p('THÔNG TIN CÁ NHÂN', { heading: 1 }),
    w.p('Ngày sinh: 18/04/1997'),
    w.p('Điện thoại: 0783 552 190'),
    w.p('Email: thaovy.ngo.data@gmail.com'),
    w.p('Địa chỉ: Phường Tân Định, Quận 1, TP. Hồ Chí Minh'),
    w.p('MỤC TIÊU NGHỀ NGHIỆP', { heading: 1, before: 6 }),
    w.p('Trở thành chuyên gia phân tích dữ liệu bán lẻ, giúp doanh nghiệp ra quyết định dựa trên số liệu.'),
    w.p('KINH NGHIỆM LÀM VIỆC', { heading: 1, before: 6 }),
    ...vy.jobs.flatMap((j, i) => [
      w.p([[`${j.title} – ${j.company}`, { bold: true }]], { before: 4 }),
      w.p([[period(j, { style: 't', present: 'nay' }), { italics: true }]]),
      ...(duties[i] ?? []).map((d) => w.p(d, { bullet: true })),
    ]),
    w.p('HỌC VẤN', { heading: 1, before: 6 }),
    w.p([['Trường Đại học Kinh tế - Luật', { bold: true }]]),
    w.p('Cử nhân Hệ thống thông tin quản lý (2015 – 2019)'),
    w.p('KỸ NĂNG', { heading: 1, before: 6 }),
    w.p('SQL (SQL Server, BigQuery)', { bullet: true }),
    w.p('Python', { bullet: true }),
    w.p('Power BI, Looker Studio', { bullet: true }),
    w.p('Excel', { bullet: true }),
    w.p('Thống kê', { bullet: true }),
    w.p('Kỹ năng thuyết trình', { bullet: true }),
    w.p('CHỨNG CHỈ', { heading: 1, before: 6 }),
    w.p('Google Data Analytics Professional Certificate (Coursera, 2021)', { bullet: true }),
  ]
  return { bytes: await pack(children, { title: 'CV Ngo Thao Vy', creator: 'Thao Vy' }), texts: w.texts }
}

// ---- 14: header table (name left, contact right), dates on a right tab, skills in a table ----------

const long: Person = {
  fullName: 'Đinh Hoàng Long',
  email: 'long.dinh.dev@gmail.com',
  phone: '+84705318264',
  jobs: [
    job('Software Engineer', 'TMA Solutions', [2019, 10], null),
    job('Junior Java Developer', 'NashTech Vietnam', [2017, 7], [2019, 9]),
  ],
  education: [
    {
      institution: 'University of Information Technology - VNU-HCM',
      degree: 'Bachelor of Software Engineering',
      start_year: 2013,
      end_year: 2017,
    },
  ],
  skills: ['Java', 'Kotlin', 'SQL', 'Spring Boot', 'Hibernate', 'PostgreSQL', 'Oracle', 'Docker', 'Jenkins', 'Git', 'Kafka', 'English'],
}

async function headerTable(): Promise<Built> {
  const w = new DocxWriter('Cambria')
  const heading = (text: string): Paragraph => w.p([[text, { bold: true, color: '7B2C2C', size: 12 }]], { before: 10, after: 4 })
  const duties = [
    [
      'Backend services for a European telecom operator\u2019s order management (Java 17, Spring Boot)',
      'Moved batch jobs to event streams on Kafka, cutting order latency from hours to minutes',
    ],
    ['Maintained policy and claims services for a UK insurance client'],
  ]
  const children: (Paragraph | Table)[] = [
    table(
      [
        [
          cell([w.p([['Đinh Hoàng Long', { bold: true, size: 22 }]]), w.p([['Software Engineer (Java)', { size: 12, color: '7B2C2C' }]])], {
            width: 60,
          }),
          cell(
            [
              w.p('+84 705 318 264', { align: 'right' }),
              w.p('long.dinh.dev@gmail.com', { align: 'right' }),
              w.p('Ho Chi Minh City', { align: 'right' }),
            ],
            {
              width: 40,
            },
          ),
        ],
      ],
      { widths: [60, 40] },
    ),
    heading('PROFESSIONAL EXPERIENCE'),
    ...long.jobs.flatMap((j, i) => [
      w.p([[`${j.title} — ${j.company}`, { bold: true }], `\t${period(j, { style: 'mm/yyyy', present: 'Present' })}`], {
        rightTab: true,
        before: 4,
      }),
      ...(duties[i] ?? []).map((d) => w.p(d, { bullet: true })),
    ]),
    heading('KEY PROJECTS'),
    table(
      [
        ['Project', 'Role', 'Technologies'].map((h) => cell(w.p([[h, { bold: true }]]), { borders: true, fill: 'F2E6E6' })),
        ['Telecom order management (2021 – 2023)', 'Backend developer', 'Java, Spring Boot, Kafka, PostgreSQL'].map((x) =>
          cell(w.p(x), { borders: true }),
        ),
        ['Claims portal API (2018 – 2019)', 'Developer', 'Java, Hibernate, Oracle'].map((x) => cell(w.p(x), { borders: true })),
      ],
      { borders: true, widths: [40, 20, 40] },
    ),
    heading('TECHNICAL SKILLS'),
    table(
      [
        ['Languages', 'Java, Kotlin, SQL'],
        ['Frameworks', 'Spring Boot, Hibernate'],
        ['Databases', 'PostgreSQL, Oracle'],
        ['DevOps', 'Docker, Jenkins, Git'],
      ].map(([k, v]) => [cell(w.p([[k ?? '', { bold: true }]]), { width: 25 }), cell(w.p(v ?? ''), { width: 75 })]),
      { widths: [25, 75] },
    ),
    heading('EDUCATION'),
    w.p([['University of Information Technology - VNU-HCM', { bold: true }], '\t2013 – 2017'], { rightTab: true }),
    w.p('Bachelor of Software Engineering'),
    heading('LANGUAGES'),
    w.p('English: TOEIC 800'),
  ]
  return { bytes: await pack(children, { title: 'Resume', creator: 'Long Dinh', font: 'Cambria' }), texts: w.texts }
}

// ---- 15: bilingual, jobs in a three-column table -------------------------------------------------

const thu: Person = {
  fullName: 'Mai Anh Thư',
  email: 'thu.mai.talent@gmail.com',
  phone: '+84903418275',
  jobs: [
    job('Chuyên viên Tuyển dụng (Talent Acquisition Specialist)', 'Tập đoàn Vingroup – Công ty CP', [2022, 1], null),
    job('Recruitment Consultant', 'Navigos Group (VietnamWorks)', [2019, 6], [2021, 12]),
    job('HR Intern', 'ManpowerGroup Việt Nam', [2018, 9], [2019, 5]),
  ],
  education: [
    {
      institution: 'Trường Đại học Ngoại thương',
      degree: 'Cử nhân Kinh tế đối ngoại / Bachelor of International Economics',
      start_year: 2014,
      end_year: 2018,
    },
  ],
  skills: [
    'Recruitment',
    'Headhunting',
    'Interviewing',
    'Employer Branding',
    'LinkedIn Recruiter',
    'English',
    'Microsoft Excel',
    'Google Sheets',
  ],
}

async function bilingualJobsTable(): Promise<Built> {
  const w = new DocxWriter('Segoe UI')
  const heading = (text: string): Paragraph => w.p([[text, { bold: true, color: 'C00000', size: 12 }]], { before: 10, after: 4 })
  const children: (Paragraph | Table)[] = [
    w.p([['MAI ANH THƯ', { bold: true, size: 20 }]], { align: 'center', after: 2 }),
    w.p('Talent Acquisition | Tuyển dụng', { align: 'center', after: 2 }),
    w.p('(+84) 0903 418 275  •  thu.mai.talent@gmail.com  •  Hà Nội', { align: 'center', after: 8 }),
    heading('Mục tiêu nghề nghiệp (Career Objective)'),
    w.p('Build high-performing teams for fast-growing businesses; hướng tới vị trí Talent Acquisition Manager trong 2 năm tới.'),
    heading('Kinh nghiệm làm việc (Work Experience)'),
    table(
      [
        ['Thời gian / Period', 'Công ty / Company', 'Vị trí / Position'].map((h) =>
          cell(w.p([[h, { bold: true }]]), { borders: true, fill: 'F2F2F2' }),
        ),
        ...thu.jobs.map((j) =>
          [period(j, { style: 'mm/yyyy', present: 'Hiện tại' }), j.company, j.title].map((x) => cell(w.p(x), { borders: true })),
        ),
      ],
      { borders: true, widths: [22, 38, 40] },
    ),
    w.p('Tuyển 120+ vị trí/năm cho khối khách sạn và bán lẻ; xây dựng talent pool cho quản lý cấp trung.', { bullet: true, before: 4 }),
    w.p('Placed 35 mid-to-senior candidates a year for FMCG and manufacturing clients at Navigos.', { bullet: true }),
    heading('Học vấn (Education)'),
    w.p([['Trường Đại học Ngoại thương', { bold: true }], ' (2014 – 2018)']),
    w.p('Cử nhân Kinh tế đối ngoại / Bachelor of International Economics'),
    heading('Kỹ năng (Skills)'),
    w.p('Tuyển dụng (Recruitment), headhunting', { bullet: true }),
    w.p('Phỏng vấn hành vi (Behavioral interviewing)', { bullet: true }),
    w.p('Employer branding', { bullet: true }),
    w.p('LinkedIn Recruiter', { bullet: true }),
    w.p('Excel, Google Sheets', { bullet: true }),
    w.p('Tiếng Anh (IELTS 7.0)', { bullet: true }),
  ]
  return { bytes: await pack(children, { title: 'CV Mai Anh Thu', creator: 'Anh Thu Mai', font: 'Segoe UI' }), texts: w.texts }
}

export const DOCX_DOCUMENTS: HoldoutDocument[] = [
  {
    file: '09-docx-so-yeu-template-vi.docx',
    format: 'docx',
    language: 'vi',
    layout: 'docx-form-tables',
    person: huong,
    phoneText: '0355218407',
    build: soYeuTemplate,
  },
  {
    file: '10-docx-headings-en.docx',
    format: 'docx',
    language: 'en',
    layout: 'docx-headings-title-at-company',
    person: huy,
    phoneText: '0868 512 930',
    build: headingsEnglish,
  },
  {
    file: '11-docx-labelled-table-vi.docx',
    format: 'docx',
    language: 'vi',
    layout: 'docx-two-column-table-labels',
    person: anh,
    phoneText: '0941-237-586',
    build: labelledTable,
  },
  {
    file: '12-docx-sidebar-table-en.docx',
    format: 'docx',
    language: 'en',
    layout: 'docx-sidebar-table',
    person: khanh,
    phoneText: '+84-935-774-106',
    build: sidebarTable,
  },
  {
    file: '13-docx-headings-vi.docx',
    format: 'docx',
    language: 'vi',
    layout: 'docx-headings',
    person: vy,
    phoneText: '0783 552 190',
    build: headingsVietnamese,
  },
  {
    file: '14-docx-header-table-en.docx',
    format: 'docx',
    language: 'en',
    layout: 'docx-header-and-skills-tables',
    person: long,
    phoneText: '+84 705 318 264',
    build: headerTable,
  },
  {
    file: '15-docx-bilingual-jobs-table-mixed.docx',
    format: 'docx',
    language: 'mixed',
    layout: 'docx-jobs-table-bilingual',
    person: thu,
    phoneText: '(+84) 0903 418 275',
    build: bilingualJobsTable,
  },
]
