import type { HoldoutDocument } from './document.ts'
import { period, ym, type Job, type Person } from './model.ts'

/**
 * The five held-out text CVs: a plain Vietnamese CV, an English one saved as UTF-16 LE with a BOM
 * (Notepad's "Unicode"), a CV pasted from an e-mail with tabs and ragged spacing, an English CV
 * with CRLF line ends, and a VietnamWorks-style profile with the name after "Họ tên:".
 */

const job = (title: string, company: string, start: [number, number], end: [number, number] | null): Job => ({
  title,
  company,
  start: ym(...start),
  end: end === null ? null : ym(...end),
})
const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index]
  if (item === undefined) throw new Error(`no item ${index}`)
  return item
}

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8')
const utf16leBom = (text: string): Buffer => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
const crlf = (text: string): string => text.replace(/\r?\n/g, '\r\n')

// ---- 16: plain Vietnamese, "Chức danh tại Công ty", overlapping jobs -------------------------------

const ngocCao: Person = {
  fullName: 'Cao Thị Bích Ngọc',
  email: 'bichngoc.cao.teacher@gmail.com',
  phone: '+84914275863',
  jobs: [
    job('Giáo viên tiếng Anh', 'Anh văn Hội Việt Mỹ VUS', [2019, 9], null),
    job('Gia sư tiếng Anh (bán thời gian)', 'Trung tâm Gia sư Tài Năng', [2019, 1], [2020, 12]),
    job('Giáo viên tiếng Anh', 'Trường THCS Nguyễn Huệ', [2017, 6], [2019, 8]),
  ],
  education: [
    { institution: 'Trường Đại học Ngoại ngữ - Đại học Đà Nẵng', degree: 'Cử nhân Sư phạm tiếng Anh', start_year: 2013, end_year: 2017 },
  ],
  skills: ['English', 'Chinese', 'Teaching', 'Canva', 'Microsoft PowerPoint', 'Classroom Management', 'Communication', 'Presentation'],
}

function plainVietnamese(): string {
  const style = { style: 'thang', present: 'hiện tại', dash: ' - ' } as const
  const [vus, tutor, school] = [at(ngocCao.jobs, 0), at(ngocCao.jobs, 1), at(ngocCao.jobs, 2)]
  return `Cao Thị Bích Ngọc
Giáo viên tiếng Anh
SĐT: 0914275863 | Email: bichngoc.cao.teacher@gmail.com
Địa chỉ: Quận Hải Châu, Đà Nẵng

MỤC TIÊU NGHỀ NGHIỆP
Mang đến những giờ học tiếng Anh vui và hiệu quả; trong 3 năm tới trở thành giáo viên chủ nhiệm
chương trình IELTS của trung tâm.

KINH NGHIỆM LÀM VIỆC
${period(vus, style)}
${vus.title} tại ${vus.company}
- Giảng dạy các lớp IELTS (band 5.0 - 6.5) và tiếng Anh thiếu nhi, sĩ số 12 - 18 học viên
- 85% học viên lớp IELTS đạt band mục tiêu sau khóa học

${period(tutor, style)}
${tutor.title} tại ${tutor.company}
- Kèm tiếng Anh lớp 9 và luyện thi vào lớp 10 cho 6 học sinh

${period(school, style)}
${school.title} tại ${school.company}
- Dạy tiếng Anh khối 6, 7; chủ nhiệm lớp 7A2

HỌC VẤN
2013 - 2017: Trường Đại học Ngoại ngữ - Đại học Đà Nẵng
Cử nhân Sư phạm tiếng Anh, tốt nghiệp loại Giỏi

KỸ NĂNG
- Tiếng Anh: IELTS 8.0
- Tiếng Trung giao tiếp (HSK 4)
- Phương pháp giảng dạy giao tiếp (CLT)
- Thiết kế bài giảng trên Canva, PowerPoint
- Quản lý lớp học
- Giao tiếp, thuyết trình

SỞ THÍCH
Đọc sách, du lịch, nấu ăn
`
}

// ---- 17: English, UTF-16 LE with a BOM, CRLF, "Title, Company" ---------------------------------------

const phat: Person = {
  fullName: 'Huynh Tan Phat',
  email: 'phat.huynh.devops@gmail.com',
  phone: '+84776203918',
  jobs: [
    job('DevOps Engineer', 'Axon Active Vietnam', [2021, 4], null),
    job('Systems Engineer', 'Viettel IDC', [2018, 5], [2021, 3]),
    job('Network Administrator (part-time)', 'Duy Tan University', [2016, 9], [2018, 6]),
  ],
  education: [{ institution: 'Duy Tan University', degree: 'B.Sc. in Computer Networks', start_year: 2014, end_year: 2018 }],
  skills: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'GitLab CI', 'Prometheus', 'Grafana', 'Linux', 'Bash', 'English'],
}

function utf16English(): string {
  const style = { style: 'month', present: 'Present', dash: ' - ' } as const
  const [axon, viettel, dtu] = [at(phat.jobs, 0), at(phat.jobs, 1), at(phat.jobs, 2)]
  return `Huynh Tan Phat
DevOps Engineer | Da Nang, Vietnam
Phone: +84 (0) 776 203 918
Email: phat.huynh.devops@gmail.com

SUMMARY
DevOps engineer who likes boring, repeatable infrastructure. Eight years from racking servers to
running production Kubernetes for Swiss and Vietnamese product teams.

EXPERIENCE
${axon.title}, ${axon.company}
${period(axon, style)}
  * Run 40+ Kubernetes workloads on AWS for three product teams
  * Wrote the Terraform modules every new project starts from
  * Moved every pipeline to GitLab CI; median pipeline from 25 to 9 minutes

${viettel.title}, ${viettel.company}
${period(viettel, style)}
  * Operated Linux servers for enterprise cloud customers
  * Built Prometheus and Grafana monitoring for 600 hosts

${dtu.title}, ${dtu.company}
${period(dtu, style)}
  * Looked after the campus network and student labs

EDUCATION
Duy Tan University - B.Sc. in Computer Networks, 2014 - 2018

SKILLS
Kubernetes, Docker, Terraform, AWS, GitLab CI, Prometheus, Grafana, Linux, Bash
English (TOEIC 820)

CERTIFICATIONS
Certified Kubernetes Administrator (CKA), 2023
AWS Certified SysOps Administrator - Associate, 2022
`
}

// ---- 18: pasted from an e-mail: tabs, ragged spaces, a cover note --------------------------------------

const hau: Person = {
  fullName: 'Lương Văn Hậu',
  email: 'hau.luongvan93@gmail.com',
  phone: '+84358917204',
  jobs: [
    job('Quản lý cửa hàng', 'Công ty Cổ phần Thương mại Bách Hóa Xanh', [2022, 1], null),
    job('Trưởng ca', 'Công ty Cổ phần Thế Giới Di Động', [2019, 1], [2021, 12]),
    job('Nhân viên thu ngân', 'Siêu thị Co.opmart Biên Hòa', [2016, 1], [2019, 12]),
  ],
  education: [{ institution: 'Cao đẳng Kinh tế Đồng Nai', degree: 'Quản trị kinh doanh', start_year: 2012, end_year: 2015 }],
  skills: ['Team Management', 'Inventory Management', 'Customer Service', 'Sales', 'Microsoft Excel', 'Communication'],
}

function pastedWithTabs(): string {
  const style = { style: 'year', present: 'nay', dash: ' - ' } as const
  const [bhx, tgdd, coop] = [at(hau.jobs, 0), at(hau.jobs, 1), at(hau.jobs, 2)]
  return `Kính gửi anh/chị phòng Nhân sự,

Em xin gửi CV ứng tuyển vị trí Giám sát vùng ạ. Em có thể đi làm ngay.

---------- CV ----------
HỌ TÊN :   Lương Văn Hậu
Ngày sinh :\t12/12/1993
SĐT :   84 358 917 204
Mail :  hau.luongvan93@gmail.com  
Địa chỉ :\tKP 3, P. Tân Phong,  Biên Hòa, Đồng Nai

KINH NGHIỆM
${period(bhx, style)}\t\t${bhx.company}\t\t${bhx.title}
\t- quản lý 9 nhân viên, doanh thu cửa hàng ~2,1 tỷ/tháng
\t- kiểm kê, đặt hàng , xử lý hàng hết hạn
${period(tgdd, { ...style, dash: '  -  ' })}\t\t${tgdd.company}      \t${tgdd.title}
\t- chia ca, mở / đóng cửa hàng, nộp tiền cuối ngày
${period(coop, { ...style, dash: ' -  ' })} \t ${coop.company} \t ${coop.title}

Học vấn :  Cao đẳng Kinh tế Đồng Nai – ngành Quản trị kinh doanh  (2012-2015)

Kỹ năng :  quản lý nhân viên, quản lý tồn kho, chăm sóc khách hàng , bán hàng, Excel, giao tiếp

Trân trọng,
Hậu
0358 917 204
`
}

// ---- 19: English, CRLF, "Company — Title — Dates" ------------------------------------------------------

const duc: Person = {
  fullName: 'Kieu Minh Duc',
  email: 'duc.kieu.mobile@gmail.com',
  phone: '+84398826017',
  jobs: [
    job('Senior Mobile Developer', 'MoMo', [2022, 1], null),
    job('Mobile Developer', 'VNPT Technology', [2019, 8], [2021, 12]),
    job('Android Developer', 'NAL Vietnam', [2018, 6], [2019, 7]),
  ],
  education: [
    {
      institution: 'Hanoi University of Science and Technology',
      degree: "Engineer's degree in Information Technology",
      start_year: 2013,
      end_year: 2018,
    },
  ],
  // Android: named as a platform in the profile ("eight years on Android and Flutter"); missed by the
  // first labelling and added after the first measurement, under the rule that named technologies count.
  skills: ['Flutter', 'Dart', 'Kotlin', 'Swift', 'Firebase', 'REST API', 'Git', 'CI/CD', 'English', 'Android'],
}

function crlfEnglish(): string {
  const style = { style: 'mon', present: 'Present', dash: ' - ' } as const
  const lines = duc.jobs.map((j) => `${j.company} — ${j.title} — ${period(j, style)}`)
  return `Kieu Minh Duc
Senior Mobile Developer (Flutter)
+84398826017 · duc.kieu.mobile@gmail.com · Hanoi

PROFILE
Mobile developer, eight years on Android and Flutter, the last four on a payments app with
tens of millions of users.

WORK HISTORY
${lines[0]}
- Lead the Flutter rewrite of the bill-payment and top-up flows
- Reduced crash-free sessions gap from 1.2% to 0.3%
${lines[1]}
- Built the MyVNPT self-care app screens in Kotlin, later in Flutter
${lines[2]}
- Android apps for Japanese clients

EDUCATION
Hanoi University of Science and Technology, Engineer's degree in Information Technology, 2013 - 2018

SKILLS
Flutter, Dart, Kotlin, Swift, Firebase, REST APIs, Git, CI/CD (Codemagic)
English - working proficiency
`
}

// ---- 20: VietnamWorks-style profile, the name after "Họ tên:" -----------------------------------------

const oanh: Person = {
  fullName: 'Dương Thị Kim Oanh',
  email: 'kimoanh.duong.ds@gmail.com',
  phone: '+84965803127',
  jobs: [
    job('Dược sĩ tư vấn', 'Công ty Cổ phần Dược phẩm FPT Long Châu', [2020, 6], null),
    job('Trình dược viên', 'Công ty Cổ phần Dược Hậu Giang', [2018, 1], [2020, 12]),
  ],
  education: [{ institution: 'Đại học Y Dược TP. Hồ Chí Minh', degree: 'Dược sĩ đại học', start_year: 2013, end_year: 2018 }],
  skills: ['Sales', 'Customer Service', 'Inventory Management', 'Microsoft Office', 'English', 'Communication'],
}

function vietnamWorksProfile(): string {
  const [lc, dhg] = [at(oanh.jobs, 0), at(oanh.jobs, 1)]
  return `HỒ SƠ ỨNG VIÊN

Họ tên: Dương Thị Kim Oanh
Chức danh: Dược sĩ Đại học
Cấp bậc hiện tại: Nhân viên
Số năm kinh nghiệm: 6 năm
Điện thoại: 0965.803.127
Email: kimoanh.duong.ds@gmail.com
Nơi làm việc mong muốn: Hồ Chí Minh
Mức lương mong muốn: 15.000.000 - 18.000.000 VND

KINH NGHIỆM LÀM VIỆC

${lc.title}
${lc.company}
${period(lc, { style: 'mm/yyyy', present: 'Hiện tại', dash: ' - ' })}
Mô tả: Tư vấn thuốc không kê đơn và thực phẩm chức năng cho khách; quản lý kho thuốc theo chuẩn
GPP; đạt danh hiệu Dược sĩ xuất sắc khu vực Quận 10 năm 2023.

${dhg.title}
${dhg.company}
${period(dhg, { style: 'year', present: 'Hiện tại', dash: ' - ' })}
Mô tả: Giới thiệu sản phẩm tới 40 nhà thuốc và phòng khám tại Quận 5, Quận 10; đạt 105% chỉ tiêu
doanh số năm 2019.

HỌC VẤN

Đại học Y Dược TP. Hồ Chí Minh - Dược sĩ đại học - 2013 - 2018

KỸ NĂNG

Tư vấn bán hàng, chăm sóc khách hàng, quản lý kho, tin học văn phòng, tiếng Anh chuyên ngành, giao tiếp tốt
`
}

const textDocument = (
  file: string,
  language: HoldoutDocument['language'],
  layout: string,
  person: Person,
  phoneText: string,
  write: () => string,
  encode: (text: string) => Buffer,
): HoldoutDocument => ({
  file,
  format: 'text',
  language,
  layout,
  person,
  phoneText,
  build: async () => {
    const text = write()
    return { bytes: encode(text), texts: [text] }
  },
})

export const TEXT_DOCUMENTS: HoldoutDocument[] = [
  textDocument('16-text-plain-vi.txt', 'vi', 'text-utf8', ngocCao, '0914275863', plainVietnamese, utf8),
  textDocument('17-text-utf16-bom-en.txt', 'en', 'text-utf16le-bom-crlf', phat, '+84 (0) 776 203 918', utf16English, (t) =>
    utf16leBom(crlf(t)),
  ),
  textDocument('18-text-email-pasted-vi.txt', 'vi', 'text-utf8-tabs-ragged', hau, '84 358 917 204', pastedWithTabs, utf8),
  textDocument('19-text-crlf-en.txt', 'en', 'text-utf8-crlf', duc, '+84398826017', crlfEnglish, (t) => utf8(crlf(t))),
  textDocument('20-text-vietnamworks-vi.txt', 'vi', 'text-utf8-profile', oanh, '0965.803.127', vietnamWorksProfile, utf8),
]
