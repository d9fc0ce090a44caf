import { portraitPng } from './bytes.ts'
import type { HoldoutDocument } from './document.ts'
import { linkedInDuration, period, ym, type Job, type Person } from './model.ts'
import { Column, PdfWriter, type Style } from './pdf.ts'

/**
 * The eight held-out PDFs: a TopCV-style sidebar CV, a LinkedIn "Save to PDF" export, a Canva
 * template with the sidebar on the right, a one-column CV with the name in capitals, the classic
 * "Sơ yếu lý lịch" form, a Harvard-style resume with dates flush right, and two bilingual CVs.
 */

const s = (font: Style['font'], size: number, color = '#222222', extra: Partial<Style> = {}): Style => ({ font, size, color, ...extra })
const job = (title: string, company: string, start: [number, number], end: [number, number] | null): Job => ({
  title,
  company,
  start: ym(...start),
  end: end === null ? null : ym(...end),
})

// ---- 01: TopCV-style, dark sidebar on the left -----------------------------------------------

const tuan: Person = {
  fullName: 'Hoàng Minh Tuấn',
  email: 'hoangminhtuan.sales@gmail.com',
  phone: '+84936482715',
  jobs: [
    job('Trưởng nhóm kinh doanh', 'Tổng Công ty Cổ phần Bưu chính Viettel', [2022, 4], null),
    job('Nhân viên kinh doanh', 'Công ty Cổ phần Dịch vụ Giao Hàng Nhanh', [2019, 8], [2022, 3]),
    job('Nhân viên bán hàng (bán thời gian)', 'Công ty Cổ phần Thế Giới Di Động', [2018, 6], [2019, 7]),
  ],
  education: [{ institution: 'Trường Đại học Thương mại', degree: 'Cử nhân Quản trị Kinh doanh', start_year: 2014, end_year: 2018 }],
  skills: [
    'Sales',
    'Negotiation',
    'Customer Service',
    'Team Management',
    'Microsoft Excel',
    'Microsoft PowerPoint',
    'Salesforce',
    'English',
  ],
}

async function topCvSidebar(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'CV Hoàng Minh Tuấn - Trưởng nhóm kinh doanh', author: 'TopCV', creator: 'TopCV.vn' })
  const side = '#1f3b57'
  pdf.box(0, 0, 200, pdf.height, side)
  pdf.doc.image(portraitPng(120, [190, 205, 225]), 40, 36, { width: 120 })
  const white = (size: number, bold = false): Style => s(bold ? 'sansBold' : 'sans', size, '#ffffff')
  const left = new Column(pdf, 22, 160, 178, pdf.height - 30)
  const sideHeading = (text: string): void => {
    left.gap(8).text(text, white(11, true), 2)
    pdf.line(22, left.y, 182, '#9fb6cf')
    left.gap(6)
  }
  sideHeading('THÔNG TIN CÁ NHÂN')
  left.text('Ngày sinh: 14/02/1996', white(9))
  left.text('Giới tính: Nam', white(9))
  left.text('Điện thoại: 0936.482.715', white(9))
  left.text('Email: hoangminhtuan.sales@gmail.com', white(9))
  left.text('Địa chỉ: Số 12 ngõ 68 Cầu Giấy, Hà Nội', white(9))
  sideHeading('KỸ NĂNG')
  for (const skill of [
    'Bán hàng B2B',
    'Đàm phán & thương lượng',
    'Chăm sóc khách hàng',
    'Quản lý đội nhóm',
    'Tin học văn phòng: Excel, PowerPoint',
    'Salesforce',
  ])
    left.bullet(skill, white(9))
  sideHeading('NGOẠI NGỮ')
  left.text('Tiếng Anh – TOEIC 650', white(9))
  sideHeading('SỞ THÍCH')
  left.text('Bóng đá, chạy bộ, đọc sách', white(9))

  const main = new Column(pdf, 222, 350, 40, pdf.height - 36)
  main.text('Hoàng Minh Tuấn', s('sansBold', 24, '#1f3b57'), 2)
  main.text('Trưởng nhóm kinh doanh', s('sans', 13, '#4a6f94'), 14)
  const heading = (text: string): void => {
    main.gap(6).text(text, s('sansBold', 12, '#1f3b57'), 1)
    main.rule('#1f3b57', 1.2, 6)
  }
  heading('MỤC TIÊU NGHỀ NGHIỆP')
  main.text(
    'Phát triển lên vị trí Quản lý kinh doanh khu vực trong 3 năm tới; xây dựng đội ngũ bán hàng chuyên nghiệp, lấy sự hài lòng của khách hàng làm trọng tâm.',
    s('sans', 9.5),
  )
  heading('KINH NGHIỆM LÀM VIỆC')
  const bullets = [
    [
      'Quản lý nhóm 8 nhân viên phụ trách khách hàng doanh nghiệp khu vực Hà Nội',
      'Đạt 118% chỉ tiêu doanh thu năm 2023; mở mới 45 khách hàng thương mại điện tử',
      'Xây dựng quy trình tiếp nhận và xử lý khiếu nại cho cả chi nhánh',
    ],
    ['Tìm kiếm và chăm sóc các shop bán hàng online tại quận Đống Đa, Hai Bà Trưng', 'Top 3 nhân viên xuất sắc toàn miền Bắc quý 4/2021'],
    ['Tư vấn điện thoại, laptop cho khách tại cửa hàng', 'Hỗ trợ kiểm kê hàng cuối tháng'],
  ]
  tuan.jobs.forEach((j, i) => {
    main.pair(
      j.company,
      period(j, { style: 'mm/yyyy', present: 'nay', dash: ' - ' }),
      s('sansBold', 10),
      s('sansItalic', 9.5, '#555555'),
      95,
      1,
    )
    main.text(j.title, s('sans', 10, '#4a6f94'), 3)
    for (const b of bullets[i] ?? []) main.bullet(b, s('sans', 9.5), '-')
    main.gap(5)
  })
  heading('HỌC VẤN')
  main.pair('Trường Đại học Thương mại', '2014 - 2018', s('sansBold', 10), s('sansItalic', 9.5, '#555555'), 95, 1)
  main.text('Cử nhân Quản trị Kinh doanh – Tốt nghiệp loại Khá', s('sans', 9.5))
  heading('HOẠT ĐỘNG')
  main.pair(
    'Đội tình nguyện Mùa hè xanh – Đoàn trường ĐH Thương mại',
    '06/2016 - 08/2016',
    s('sansBold', 10),
    s('sansItalic', 9.5, '#555555'),
    95,
    1,
  )
  main.text('Đội trưởng: tổ chức lớp học tình thương cho 40 em nhỏ tại Hòa Bình', s('sans', 9.5))
  heading('NGƯỜI THAM CHIẾU')
  main.text('Ông Trần Quốc Việt – Giám đốc Chi nhánh Hà Nội, Viettel Post', s('sans', 9.5), 1)
  main.text('Điện thoại: 0983 217 604', s('sans', 9.5))
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 02: LinkedIn "Save to PDF" ------------------------------------------------------------------

const ngoc: Person = {
  fullName: 'Trần Bảo Ngọc',
  email: 'ngoc.tran.po@gmail.com',
  phone: '+84977318402',
  jobs: [
    job('Senior Product Owner', 'Base.vn', [2023, 1], null),
    job('Product Owner', 'Tiki', [2020, 4], [2022, 12]),
    job('Business Analyst', 'FPT Software', [2018, 10], [2020, 3]),
    job('Junior Business Analyst', 'FPT Software', [2015, 7], [2018, 9]),
  ],
  education: [
    {
      institution: 'Đại học Bách khoa - Đại học Đà Nẵng',
      degree: "Bachelor's degree, Information Technology",
      start_year: 2010,
      end_year: 2015,
    },
  ],
  skills: ['Product Management', 'Agile', 'User Stories', 'English', 'Vietnamese', 'Scrum', 'Jira', 'SQL'],
}

async function linkedInExport(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'Resume', author: 'LinkedIn', creator: 'LinkedIn', bufferPages: true })
  const grey = '#eef1f4'
  pdf.box(0, 0, 190, pdf.height, grey)
  const left = new Column(pdf, 24, 150, 40, pdf.height - 40)
  const sideHeading = (text: string): void => void left.gap(10).text(text, s('sansBold', 11, '#111111'), 5)
  sideHeading('Contact')
  left.text('+84 977 318 402 (Mobile)', s('sans', 9))
  left.text('ngoc.tran.po@gmail.com', s('sans', 9))
  left.text('www.linkedin.com/in/tranbaongoc (LinkedIn)', s('sans', 9))
  sideHeading('Top Skills')
  for (const skill of ['Product Management', 'Agile Methodologies', 'User Stories']) left.text(skill, s('sans', 9))
  sideHeading('Languages')
  left.text('English (Professional Working)', s('sans', 9))
  left.text('Vietnamese (Native or Bilingual)', s('sans', 9))
  sideHeading('Certifications')
  left.text('Professional Scrum Product Owner I (PSPO I)', s('sans', 9))
  left.text('Google Data Analytics Certificate', s('sans', 9))

  const main = new Column(pdf, 214, 350, 40, pdf.height - 50, () => 40)
  main.text('Trần Bảo Ngọc', s('sans', 24, '#111111'), 4)
  main.text('Senior Product Owner at Base.vn | B2B SaaS', s('sans', 11, '#111111'), 3)
  main.text('Ho Chi Minh City, Vietnam', s('sans', 10, '#777777'), 14)
  const heading = (text: string): void => void main.gap(6).text(text, s('sans', 15, '#111111'), 8)
  heading('Summary')
  main.text(
    'Product owner with more than ten years in B2B SaaS and e-commerce. I turn fuzzy business problems into a backlog engineers can build from, run Scrum with two squads, keep the roadmap in Jira, and write my own SQL when I need numbers before the next planning.',
    s('sans', 10),
    4,
  )
  heading('Experience')
  const where = 'Ho Chi Minh City, Vietnam'
  const role = (j: Job, place: string, lines: string[]): void => {
    main.text(j.title, s('sansBold', 10.5, '#111111'), 1)
    main.text(
      `${period(j, { style: 'month', present: 'Present', dash: ' - ' })} (${linkedInDuration(j.start, j.end)})`,
      s('sans', 9.5, '#777777'),
      1,
    )
    main.text(place, s('sans', 9.5, '#777777'), 4)
    for (const line of lines) main.text(line, s('sans', 9.5), 2)
    main.gap(8)
  }
  const [base, tiki, ba, junior] = ngoc.jobs
  if (base === undefined || tiki === undefined || ba === undefined || junior === undefined) throw new Error('jobs')
  main.text('Base.vn', s('sansBold', 12, '#111111'), 2)
  role(base, where, [
    'Own the HRM suite (Base HRM, Base Payroll): discovery, roadmap and backlog for two squads of 14 engineers.',
    'Grew weekly active companies on Base Payroll from 1,200 to 3,100.',
  ])
  main.text('Tiki', s('sansBold', 12, '#111111'), 2)
  role(tiki, where, [
    'Seller Center: onboarding, product listing and promotions tools.',
    'Wrote user stories and acceptance criteria; ran sprint reviews.',
  ])
  main.text('FPT Software', s('sansBold', 12, '#111111'), 1)
  main.text(linkedInDuration(junior.start, ba.end), s('sans', 9.5, '#777777'), 6)
  role(ba, 'Da Nang, Vietnam', ['Requirements for a Japanese insurer\u2019s claims portal.'])
  role(junior, 'Da Nang, Vietnam', ['Specifications and test scenarios for offshore projects.'])
  heading('Education')
  main.text('Đại học Bách khoa - Đại học Đà Nẵng', s('sansBold', 11, '#111111'), 2)
  main.text("Bachelor's degree, Information Technology · (2010 - 2015)", s('sans', 9.5, '#555555'))

  const range = pdf.doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.doc.switchToPage(i)
    pdf.put(`Page ${i + 1} of ${range.count}`, 0, pdf.height - 28, pdf.width, s('sans', 8, '#999999', { align: 'center' }))
  }
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 03: Canva template, sidebar on the right, the last job has ended ----------------------------

const han: Person = {
  fullName: 'Lý Gia Hân',
  email: 'giahan.ly.mkt@gmail.com',
  phone: '+84868204519',
  jobs: [
    job('Digital Marketing Executive', 'Unilever Vietnam', [2022, 3], [2026, 8]),
    job('Marketing Executive', 'Lazada Vietnam', [2020, 6], [2022, 2]),
    job('Marketing Intern', 'Ogilvy Vietnam', [2020, 1], [2020, 5]),
  ],
  education: [
    { institution: 'University of Economics Ho Chi Minh City', degree: 'Bachelor of Marketing', start_year: 2016, end_year: 2020 },
  ],
  skills: ['Google Ads', 'Facebook Ads', 'SEO', 'Content Marketing', 'Google Analytics', 'Canva', 'Adobe Photoshop', 'English', 'Chinese'],
}

async function canvaSidebarRight(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'Pink Minimalist Marketing Resume', author: 'Lý Gia Hân', creator: 'Canva' })
  pdf.box(395, 0, 200, pdf.height, '#f6e3e0')
  const main = new Column(pdf, 40, 330, 48, pdf.height - 40)
  main.text('Lý Gia Hân', s('sansBold', 28, '#3b2f2f', { characterSpacing: 1.5 }), 4)
  main.text('DIGITAL MARKETING EXECUTIVE', s('sans', 11, '#9c6b63', { characterSpacing: 2 }), 20)
  const heading = (text: string): void => {
    main.gap(8).text(text, s('sansBold', 12, '#3b2f2f', { characterSpacing: 1 }), 2)
    main.rule('#d8b4ae', 1, 8)
  }
  heading('PROFILE')
  main.text(
    'Performance marketer who plans, launches and measures campaigns across search and social for FMCG brands. Looking for a brand-side role where data and creative meet.',
    s('sans', 9.5, '#444444', { lineGap: 2 }),
  )
  heading('WORK EXPERIENCE')
  const duties = [
    [
      'Ran always-on search and social campaigns for Sunsilk and Clear with a monthly budget of 2.5 billion VND',
      'Lifted online share of search by 12 points in 18 months',
    ],
    [
      'Planned mega-sale campaigns (9.9, 11.11, 12.12) for the Health & Beauty category',
      'Managed a team of 3 content writers and 2 designers',
    ],
    ['Assisted account team with social listening reports and competitor reviews'],
  ]
  han.jobs.forEach((j, i) => {
    main.text(j.title, s('sansBold', 10.5, '#3b2f2f'), 1)
    main.text(`${j.company} | ${period(j, { style: 'mon', present: 'Present' })}`, s('sansItalic', 9.5, '#9c6b63'), 4)
    for (const d of duties[i] ?? []) main.bullet(d, s('sans', 9.5, '#444444'))
    main.gap(6)
  })
  heading('EDUCATION')
  main.text('Bachelor of Marketing', s('sansBold', 10.5, '#3b2f2f'), 1)
  main.text('University of Economics Ho Chi Minh City | 2016 – 2020', s('sansItalic', 9.5, '#9c6b63'), 1)
  main.text('GPA 3.4/4.0', s('sans', 9.5, '#444444'))

  const side = new Column(pdf, 415, 160, 60, pdf.height - 40)
  const sideHeading = (text: string): void => void side.gap(10).text(text, s('sansBold', 11, '#3b2f2f', { characterSpacing: 1 }), 6)
  sideHeading('CONTACT')
  side.text('(+84) 868 204 519', s('sans', 9.5, '#444444'))
  side.text('giahan.ly.mkt@gmail.com', s('sans', 9.5, '#444444'))
  side.text('District 7, Ho Chi Minh City', s('sans', 9.5, '#444444'))
  sideHeading('SKILLS')
  for (const skill of ['Google Ads', 'Facebook Ads', 'SEO', 'Content Marketing', 'Google Analytics', 'Canva', 'Adobe Photoshop'])
    side.text(skill, s('sans', 9.5, '#444444'), 4)
  sideHeading('LANGUAGES')
  side.text('English – IELTS 7.0', s('sans', 9.5, '#444444'))
  side.text('Chinese – HSK 3', s('sans', 9.5, '#444444'))
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 04: one column, the name in capitals --------------------------------------------------------

const nhung: Person = {
  fullName: 'Đặng Thị Hồng Nhung',
  email: 'nhung.dang.dieuduong@gmail.com',
  phone: '+84977146385',
  jobs: [
    job('Điều dưỡng', 'Bệnh viện Đa khoa Quốc tế Vinmec Times City', [2020, 3], null),
    job('Điều dưỡng viên', 'Bệnh viện Bạch Mai', [2017, 8], [2020, 2]),
  ],
  education: [{ institution: 'Trường Đại học Y Hà Nội', degree: 'Cử nhân Điều dưỡng', start_year: 2013, end_year: 2017 }],
  skills: ['Patient Care', 'First Aid', 'Communication', 'Microsoft Office', 'English', 'Teamwork'],
}

async function capsName(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'CV_DangThiHongNhung', author: 'Nhung Dang' })
  const col = new Column(pdf, 56, 483, 50, pdf.height - 50)
  col.text('ĐẶNG THỊ HỒNG NHUNG', s('serifBold', 22, '#0d4f4a', { align: 'center' }), 2)
  col.text('ĐIỀU DƯỠNG', s('serif', 12, '#0d4f4a', { align: 'center', characterSpacing: 1 }), 8)
  col.text(
    'Ngày sinh: 22/07/1995  |  Điện thoại: 0977 146 385  |  Email: nhung.dang.dieuduong@gmail.com',
    s('serif', 9, '#333333', { align: 'center' }),
    1,
  )
  col.text('Địa chỉ: Phường Vĩnh Tuy, quận Hai Bà Trưng, Hà Nội', s('serif', 9, '#333333', { align: 'center' }), 10)
  const heading = (text: string): void => {
    col.gap(6).text(text, s('serifBold', 12, '#0d4f4a'), 1)
    col.rule('#0d4f4a', 0.8, 6)
  }
  heading('MỤC TIÊU NGHỀ NGHIỆP')
  col.text(
    'Trở thành điều dưỡng trưởng khoa trong 5 năm tới, góp phần nâng cao chất lượng chăm sóc người bệnh theo tiêu chuẩn JCI.',
    s('serif', 10),
  )
  heading('KINH NGHIỆM LÀM VIỆC')
  const details = [
    {
      ward: 'Khoa: Hồi sức tích cực (ICU)',
      duties: [
        'Chăm sóc toàn diện 4–6 người bệnh nặng mỗi ca, theo dõi dấu hiệu sinh tồn và báo cáo bác sĩ',
        'Hướng dẫn 6 điều dưỡng mới theo chương trình đào tạo nội bộ',
      ],
    },
    { ward: 'Khoa: Cấp cứu A9', duties: ['Tiếp nhận, phân loại người bệnh cấp cứu', 'Thực hiện y lệnh, tiêm truyền, lấy mẫu xét nghiệm'] },
  ]
  nhung.jobs.forEach((j, i) => {
    col.text(period(j, { style: 'thang', present: 'Hiện tại' }), s('serifBold', 10, '#0d4f4a'), 1)
    col.text(j.company, s('serifBold', 10.5), 1)
    col.text(`Vị trí: ${j.title}`, s('serif', 10), 1)
    col.text(details[i]?.ward ?? '', s('serif', 10), 2)
    for (const d of details[i]?.duties ?? []) col.bullet(d, s('serif', 10))
    col.gap(6)
  })
  heading('HỌC VẤN')
  col.text('2013 – 2017', s('serifBold', 10, '#0d4f4a'), 1)
  col.text('Trường Đại học Y Hà Nội', s('serifBold', 10.5), 1)
  col.text('Cử nhân Điều dưỡng – Xếp loại: Giỏi', s('serif', 10))
  heading('CHỨNG CHỈ')
  col.bullet('Chứng chỉ hành nghề Điều dưỡng số 003521/HNO-CCHN (2018)', s('serif', 10))
  col.bullet('Chứng chỉ Hồi sinh tim phổi nâng cao ACLS – Hội Tim mạch Hoa Kỳ (2022)', s('serif', 10))
  heading('KỸ NĂNG')
  for (const skill of [
    'Chăm sóc bệnh nhân',
    'Sơ cấp cứu',
    'Kỹ năng giao tiếp với người bệnh và người nhà',
    'Tin học văn phòng',
    'Tiếng Anh giao tiếp',
    'Làm việc nhóm',
  ])
    col.bullet(skill, s('serif', 10))
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 05: the classic "Sơ yếu lý lịch" form, the name after "Họ và tên:" --------------------------

const thang: Person = {
  fullName: 'Lê Văn Thắng',
  email: 'lethang.ksxd@gmail.com',
  phone: '+84981274536',
  jobs: [
    job('Kỹ sư giám sát', 'Công ty Cổ phần Xây dựng Coteccons', [2015, 1], [2017, 12]),
    job('Kỹ sư xây dựng', 'Tổng Công ty Xây dựng Hà Nội', [2017, 1], [2021, 12]),
    job('Kỹ sư xây dựng', 'Công ty CP Đầu tư Xây dựng Thăng Long Xanh', [2021, 1], null),
  ],
  education: [
    { institution: 'Trường Đại học Xây dựng Hà Nội', degree: 'Kỹ sư Xây dựng dân dụng và công nghiệp', start_year: 2010, end_year: 2015 },
  ],
  skills: ['AutoCAD', 'Revit', 'SAP2000', 'Microsoft Project', 'Cost Estimation', 'Project Management', 'English'],
}

async function formWithLabels(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'So yeu ly lich', author: 'Le Van Thang' })
  const col = new Column(pdf, 60, 475, 46, pdf.height - 50)
  col.text('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', s('serifBold', 11, '#000000', { align: 'center' }), 1)
  col.text('Độc lập - Tự do - Hạnh phúc', s('serifBold', 11, '#000000', { align: 'center' }), 1)
  col.text('---------------', s('serif', 10, '#000000', { align: 'center' }), 14)
  col.text('SƠ YẾU LÝ LỊCH', s('serifBold', 18, '#000000', { align: 'center' }), 16)
  const heading = (text: string): void => void col.gap(8).text(text, s('serifBold', 11.5, '#000000'), 6)
  const field = (label: string, value: string): void =>
    void col.field(label, value, s('serif', 10.5, '#000000'), s('serif', 10.5, '#000000'), 130, 4)
  heading('I. THÔNG TIN CÁ NHÂN')
  field('Họ và tên:', 'Lê Văn Thắng')
  field('Ngày sinh:', '05/09/1992')
  field('Quê quán:', 'Xã Hải Hậu, tỉnh Nam Định')
  field('Số CCCD:', '036092004517')
  field('Điện thoại:', '098.127.4536')
  field('Email:', 'lethang.ksxd@gmail.com')
  field('Tình trạng hôn nhân:', 'Đã kết hôn')
  heading('II. QUÁ TRÌNH HỌC TẬP')
  field('2010 – 2015:', 'Trường Đại học Xây dựng Hà Nội – Kỹ sư Xây dựng dân dụng và công nghiệp')
  heading('III. QUÁ TRÌNH CÔNG TÁC')
  const notes = [
    'Giám sát thi công phần thô dự án chung cư The Gold View (Quận 4, TP.HCM)',
    'Triển khai bản vẽ thi công, nghiệm thu khối lượng các gói thầu kết cấu',
    'Phụ trách kỹ thuật hiện trường công trình nhà xưởng KCN Yên Phong; lập hồ sơ hoàn công',
  ]
  thang.jobs.forEach((j, i) => {
    field(`${period(j, { style: 'year', present: 'nay' })}:`, `${j.company} – ${j.title}`)
    col.text(notes[i] ?? '', s('serifItalic', 10, '#000000'), 6)
  })
  heading('IV. KỸ NĂNG')
  col.bullet('Thành thạo AutoCAD, Revit, SAP2000, MS Project', s('serif', 10.5, '#000000'), '-')
  col.bullet('Lập dự toán công trình', s('serif', 10.5, '#000000'), '-')
  col.bullet('Quản lý dự án xây dựng', s('serif', 10.5, '#000000'), '-')
  col.bullet('Tiếng Anh đọc hiểu tài liệu chuyên ngành', s('serif', 10.5, '#000000'), '-')
  heading('V. CAM ĐOAN')
  col.text('Tôi xin cam đoan những lời khai trên là đúng sự thật và chịu trách nhiệm trước pháp luật.', s('serif', 10.5, '#000000'), 16)
  col.text('Hà Nội, ngày 10 tháng 10 năm 2026', s('serifItalic', 10.5, '#000000', { align: 'right' }), 2)
  col.text('Người khai', s('serifBold', 10.5, '#000000', { align: 'right' }), 30)
  col.text('Lê Văn Thắng', s('serif', 10.5, '#000000', { align: 'right' }))
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 06: Harvard-style resume, dates flush right on the company's line ----------------------------

const ducAnh: Person = {
  fullName: 'Pham Duc Anh',
  email: 'ducanh.pham.ba@outlook.com',
  phone: '+84389221754',
  jobs: [
    job('Business Analyst', 'Techcombank', [2021, 1], null),
    job('Part-time Lecturer', 'National Economics University', [2022, 9], [2024, 6]),
    job('IT Business Analyst', 'FPT Information System', [2018, 6], [2020, 12]),
  ],
  education: [
    {
      institution: 'National Economics University',
      degree: 'Bachelor of Management Information Systems',
      start_year: 2014,
      end_year: 2018,
    },
  ],
  skills: ['SQL', 'BPMN', 'UML', 'Jira', 'Confluence', 'Power BI', 'English', 'Vietnamese'],
}

async function harvard(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'Pham Duc Anh - Resume', author: 'Pham Duc Anh' })
  const col = new Column(pdf, 54, 487, 46, pdf.height - 46)
  col.text('Pham Duc Anh', s('serifBold', 20, '#000000', { align: 'center' }), 3)
  col.text(
    'Hanoi, Vietnam • 0389 221 754 • ducanh.pham.ba@outlook.com • linkedin.com/in/phamducanh',
    s('serif', 9.5, '#000000', { align: 'center' }),
    12,
  )
  const heading = (text: string): void => {
    col.gap(4).text(text, s('serifBold', 11, '#000000', { characterSpacing: 0.5 }), 1)
    col.rule('#000000', 0.6, 5)
  }
  const bold = s('serifBold', 10.5, '#000000')
  const plain = s('serif', 10.5, '#000000')
  const italic = s('serifItalic', 10.5, '#000000')
  heading('EDUCATION')
  col.pair('National Economics University', 'Hanoi, Vietnam', bold, plain, 140, 1)
  col.pair('Bachelor of Management Information Systems; GPA 3.52/4.0', '2014 – 2018', italic, plain, 140, 6)
  heading('EXPERIENCE')
  const places = ['Hanoi, Vietnam', 'Hanoi, Vietnam', 'Hanoi, Vietnam']
  const duties = [
    [
      'Wrote BRDs and acceptance criteria for the retail lending origination platform (8 squads, 60 engineers)',
      'Modelled the mortgage approval flow in BPMN, cutting hand-offs from 14 to 9',
      'Worked with 40 branch users to sign off each quarterly release',
    ],
    ['Taught the evening course "Information Systems Analysis" to third-year students (2 classes a term)'],
    [
      'Documented requirements for e-invoice and tax-filing modules for state-owned clients',
      'Drew UML use-case and sequence diagrams for the development team in Da Nang',
    ],
  ]
  ducAnh.jobs.forEach((j, i) => {
    col.pair(j.company, places[i] ?? '', bold, plain, 140, 1)
    col.pair(j.title, period(j, { style: 'mon', present: 'Present' }), italic, plain, 140, 3)
    for (const d of duties[i] ?? []) col.bullet(d, plain)
    col.gap(5)
  })
  heading('SKILLS & CERTIFICATIONS')
  col.text('Technical: SQL, BPMN, UML, Jira, Confluence, Power BI', plain, 2)
  col.text('Languages: English (IELTS 7.5), Vietnamese (native)', plain, 2)
  col.text('Certifications: IIBA ECBA (2020)', plain, 2)
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 07: bilingual headings, sidebar on the left -------------------------------------------------

const tung: Person = {
  fullName: 'Võ Thanh Tùng',
  email: 'vothanhtung.po@gmail.com',
  phone: '+84936182047',
  jobs: [
    job('Product Owner', 'Công ty Cổ phần Haravan', [2020, 3], null),
    job('Business Analyst', 'Công ty TNHH Axon Active Việt Nam', [2017, 7], [2020, 2]),
  ],
  education: [
    {
      institution: 'Trường Đại học Khoa học Tự nhiên, ĐHQG-HCM',
      degree: 'Cử nhân Hệ thống thông tin (Bachelor of Information Systems)',
      start_year: 2013,
      end_year: 2017,
    },
  ],
  skills: ['Scrum', 'Kanban', 'Jira', 'Confluence', 'Figma', 'SQL', 'English', 'Communication', 'Presentation'],
}

async function bilingualSidebar(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'CV - Vo Thanh Tung', author: 'Vo Thanh Tung' })
  pdf.box(0, 0, 185, pdf.height, '#263238')
  const light = (size: number, bold = false): Style => s(bold ? 'condensedBold' : 'condensed', size, '#eceff1')
  const left = new Column(pdf, 20, 148, 44, pdf.height - 40)
  const sideHeading = (text: string): void => void left.gap(10).text(text, light(10.5, true), 6)
  sideHeading('LIÊN HỆ / CONTACT')
  left.text('(+84) 93-618-2047', light(9))
  left.text('vothanhtung.po@gmail.com', light(9))
  left.text('Quận Bình Thạnh, TP. Hồ Chí Minh', light(9))
  sideHeading('KỸ NĂNG / SKILLS')
  for (const skill of ['Scrum / Kanban', 'Jira, Confluence', 'Figma (wireframe)', 'SQL cơ bản', 'Giao tiếp & thuyết trình'])
    left.bullet(skill, light(9))
  sideHeading('NGOẠI NGỮ / LANGUAGES')
  left.text('Tiếng Anh – TOEIC 850', light(9))
  sideHeading('CHỨNG CHỈ / CERTIFICATES')
  left.text('Certified Scrum Product Owner (CSPO), 2021', light(9))

  const main = new Column(pdf, 205, 360, 44, pdf.height - 40)
  main.text('Võ Thanh Tùng', s('condensedBold', 26, '#263238'), 2)
  main.text('Product Owner · E-commerce SaaS', s('condensed', 12, '#00897b'), 14)
  const heading = (text: string): void => {
    main.gap(6).text(text, s('condensedBold', 12, '#00897b'), 2)
    main.rule('#b0bec5', 0.8, 6)
  }
  heading('GIỚI THIỆU / SUMMARY')
  main.text(
    'Hơn 9 năm làm sản phẩm và phân tích nghiệp vụ cho nền tảng bán hàng đa kênh. Comfortable working in English with offshore teams and Swiss product managers.',
    s('condensed', 10),
  )
  heading('KINH NGHIỆM LÀM VIỆC / WORK EXPERIENCE')
  const duties = [
    ['Quản lý backlog cho mảng POS và Omnichannel (3 squads)', 'Ra mắt tính năng bán hàng qua livestream, +22% GMV cho merchant tham gia'],
    [
      'Phân tích yêu cầu cho khách hàng Thụy Sĩ, viết tài liệu đặc tả chức năng',
      'Tham gia sprint planning, review, retrospective cùng đội Scrum 7 người',
    ],
  ]
  tung.jobs.forEach((j, i) => {
    main.text(`${j.title} | ${j.company}`, s('condensedBold', 10.5, '#263238'), 1)
    main.text(period(j, { style: 'mm/yyyy', present: 'Present' }), s('condensed', 9.5, '#607d8b'), 3)
    for (const d of duties[i] ?? []) main.bullet(d, s('condensed', 10))
    main.gap(6)
  })
  heading('HỌC VẤN / EDUCATION')
  main.text('Trường Đại học Khoa học Tự nhiên, ĐHQG-HCM', s('condensedBold', 10.5, '#263238'), 1)
  main.text('Cử nhân Hệ thống thông tin (Bachelor of Information Systems)', s('condensed', 10), 1)
  main.text('2013 – 2017', s('condensed', 9.5, '#607d8b'))
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

// ---- 08: bilingual, one column, "CURRICULUM VITAE" above the name, date | title | company rows ----

const phuong: Person = {
  fullName: 'Bùi Thị Mai Phương',
  email: 'maiphuong.bui.qa@gmail.com',
  phone: '+84904826135',
  jobs: [job('QA Engineer', 'KMS Technology', [2021, 3], null), job('Tester', 'FPT Software', [2018, 6], [2021, 2])],
  education: [
    {
      institution: 'Học viện Công nghệ Bưu chính Viễn thông',
      degree: 'Kỹ sư Công nghệ thông tin / Engineer in Information Technology',
      start_year: 2013,
      end_year: 2018,
    },
  ],
  skills: ['Manual Testing', 'Test Case Design', 'Selenium', 'Postman', 'API Testing', 'SQL', 'MySQL', 'Jira', 'TestRail', 'English'],
}

async function bilingualOneColumn(): Promise<{ bytes: Buffer; texts: string[] }> {
  const pdf = new PdfWriter({ title: 'CV_BuiThiMaiPhuong_QA', author: 'Phuong Bui' })
  const col = new Column(pdf, 50, 495, 44, pdf.height - 44)
  col.text('CURRICULUM VITAE', s('sans', 10, '#888888', { characterSpacing: 3 }), 6)
  col.text('Bùi Thị Mai Phương', s('sansBold', 22, '#1b5e20'), 3)
  col.text('Vị trí ứng tuyển / Position: Senior QA Engineer', s('sans', 10.5, '#333333'), 3)
  col.text('Mobile: 090 482 6135   ·   Email: maiphuong.bui.qa@gmail.com   ·   Hà Nội', s('sans', 9.5, '#333333'), 10)
  const heading = (text: string): void => {
    col.gap(6).text(text, s('sansBold', 11.5, '#1b5e20'), 2)
    col.rule('#1b5e20', 0.8, 6)
  }
  heading('KINH NGHIỆM / EXPERIENCE')
  const duties = [
    [
      'Kiểm thử web và mobile cho khách hàng fintech Hoa Kỳ; viết và duy trì 600+ test case',
      'Viết script kiểm thử với Selenium WebDriver, kiểm thử API bằng Postman',
    ],
    ['Manual testing for a Japanese ERP product; logged and verified defects in Jira', 'Prepared test data with SQL on MySQL'],
  ]
  phuong.jobs.forEach((j, i) => {
    col.text(`${period(j, { style: 'thang', present: 'nay' })} | ${j.title} | ${j.company}`, s('sansBold', 10.5), 3)
    for (const d of duties[i] ?? []) col.bullet(d, s('sans', 10))
    col.gap(6)
  })
  heading('HỌC VẤN / EDUCATION')
  col.text('2013 – 2018 | Học viện Công nghệ Bưu chính Viễn thông', s('sansBold', 10.5), 1)
  col.text('Kỹ sư Công nghệ thông tin / Engineer in Information Technology', s('sans', 10))
  heading('KỸ NĂNG / SKILLS')
  col.bullet('Manual testing, test case design, API testing', s('sans', 10))
  col.bullet('Công cụ / Tools: Selenium WebDriver, Postman, Jira, TestRail', s('sans', 10))
  col.bullet('SQL (MySQL)', s('sans', 10))
  col.bullet('Tiếng Anh / English: đọc hiểu tài liệu tốt, giao tiếp khá', s('sans', 10))
  heading('CHỨNG CHỈ / CERTIFICATES')
  col.bullet('ISTQB Certified Tester Foundation Level (2019)', s('sans', 10))
  return { bytes: await pdf.finish(), texts: pdf.texts }
}

export const PDF_DOCUMENTS: HoldoutDocument[] = [
  {
    file: '01-pdf-topcv-sidebar-vi.pdf',
    format: 'pdf',
    language: 'vi',
    layout: 'pdf-topcv-sidebar-left',
    person: tuan,
    phoneText: '0936.482.715',
    build: topCvSidebar,
  },
  {
    file: '02-pdf-linkedin-export-en.pdf',
    format: 'pdf',
    language: 'en',
    layout: 'pdf-linkedin-export-sidebar-left',
    person: ngoc,
    phoneText: '+84 977 318 402',
    build: linkedInExport,
  },
  {
    file: '03-pdf-canva-sidebar-right-en.pdf',
    format: 'pdf',
    language: 'en',
    layout: 'pdf-canva-sidebar-right',
    person: han,
    phoneText: '(+84) 868 204 519',
    build: canvaSidebarRight,
  },
  {
    file: '04-pdf-caps-name-vi.pdf',
    format: 'pdf',
    language: 'vi',
    layout: 'pdf-one-column-caps-name',
    person: nhung,
    phoneText: '0977 146 385',
    build: capsName,
  },
  {
    file: '05-pdf-so-yeu-ly-lich-vi.pdf',
    format: 'pdf',
    language: 'vi',
    layout: 'pdf-form-labelled-name',
    person: thang,
    phoneText: '098.127.4536',
    build: formWithLabels,
  },
  {
    file: '06-pdf-harvard-en.pdf',
    format: 'pdf',
    language: 'en',
    layout: 'pdf-one-column-dates-right',
    person: ducAnh,
    phoneText: '0389 221 754',
    build: harvard,
  },
  {
    file: '07-pdf-bilingual-sidebar-mixed.pdf',
    format: 'pdf',
    language: 'mixed',
    layout: 'pdf-bilingual-sidebar-left',
    person: tung,
    phoneText: '(+84) 93-618-2047',
    build: bilingualSidebar,
  },
  {
    file: '08-pdf-bilingual-one-column-mixed.pdf',
    format: 'pdf',
    language: 'mixed',
    layout: 'pdf-one-column-bilingual',
    person: phuong,
    phoneText: '090 482 6135',
    build: bilingualOneColumn,
  },
]
