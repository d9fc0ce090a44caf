import type { PdfLine } from '../../test/helpers/cv-files.ts'

/**
 * One Vietnamese backend developer's CV, as the documents of the bench lay it out: the name in a
 * large font, then contact details, summary, four jobs with their duties, projects, skills,
 * education, languages and certificates. Written out by hand (not generated) so that every run
 * parses the very same words; long enough to run over two A4 pages at 11 pt.
 */

export const FULL_NAME = 'Nguyễn Thị Minh Hương'

const CONTACT: readonly string[] = [
  'Email: huong.nguyen.dev@gmail.com',
  'Điện thoại: 0912 345 678',
  'Địa chỉ: 25 Lý Thường Kiệt, Phường Hàng Bài, Quận Hoàn Kiếm, Hà Nội',
  'Ngày sinh: 14/03/1992',
  'GitHub: github.com/huongnguyen-dev',
]

const SUMMARY =
  'Kỹ sư phần mềm với hơn mười năm kinh nghiệm xây dựng hệ thống backend cho thương mại điện tử, ngân hàng và ' +
  'logistics. Thế mạnh ở thiết kế API, cơ sở dữ liệu quan hệ và tối ưu hiệu năng; đã dẫn dắt nhóm từ 4 đến 9 ' +
  'người, phỏng vấn và hướng dẫn lập trình viên mới. Mong muốn đảm nhận vị trí kỹ sư trưởng trong một sản phẩm có ' +
  'hàng triệu người dùng, nơi chất lượng mã nguồn và vận hành ổn định được coi trọng.'

interface Job {
  heading: string
  duties: readonly string[]
}

const JOBS: readonly Job[] = [
  {
    heading: '03/2021 - nay | Senior Backend Engineer | Công ty Cổ phần Giao Hàng Tiết Kiệm',
    duties: [
      'Thiết kế lại dịch vụ tính phí vận chuyển bằng Node.js và TypeScript, giảm thời gian phản hồi p99 từ 850 ms xuống 120 ms.',
      'Chuyển cơ sở dữ liệu đơn hàng từ MySQL sang PostgreSQL với phân vùng theo tháng, không dừng hệ thống quá 5 phút.',
      'Xây dựng hàng đợi sự kiện với Kafka cho 3 triệu đơn hàng mỗi ngày, đảm bảo mỗi sự kiện được xử lý đúng một lần.',
      'Dẫn dắt nhóm 6 người, tổ chức code review, viết tài liệu kiến trúc và quy trình trực sự cố.',
      'Thiết lập giám sát bằng Prometheus và Grafana, giảm thời gian phát hiện sự cố trung bình từ 20 phút xuống 3 phút.',
      'Phối hợp với đội sản phẩm lên kế hoạch quý, ước lượng công việc và báo cáo tiến độ cho ban giám đốc kỹ thuật.',
    ],
  },
  {
    heading: '06/2018 - 02/2021 | Backend Developer | Tiki Corporation',
    duties: [
      'Phát triển dịch vụ giỏ hàng và khuyến mãi bằng Go và Redis, phục vụ 40.000 yêu cầu mỗi giây trong các đợt giảm giá.',
      'Viết lại công cụ tính mã giảm giá, hỗ trợ hơn 20 loại điều kiện kết hợp mà không cần triển khai lại dịch vụ.',
      'Đưa các dịch vụ lên Kubernetes với Docker và Helm, tự động hóa CI/CD bằng GitLab CI.',
      'Viết kiểm thử tích hợp cho luồng thanh toán, nâng độ phủ kiểm thử từ 45% lên 82%.',
      'Tham gia trực hệ thống trong các đợt khuyến mãi lớn 11/11 và 12/12, xử lý sự cố trực tiếp trên môi trường thật.',
    ],
  },
  {
    heading: '08/2016 - 05/2018 | Software Engineer | Ngân hàng TMCP Kỹ Thương Việt Nam (Techcombank)',
    duties: [
      'Phát triển API cho ứng dụng ngân hàng di động bằng Java Spring Boot và Oracle.',
      'Tích hợp với hệ thống core banking qua hàng đợi IBM MQ, xử lý đối soát giao dịch cuối ngày.',
      'Tối ưu các truy vấn báo cáo, rút ngắn thời gian chạy báo cáo tháng từ 4 giờ xuống 35 phút.',
      'Tuân thủ các yêu cầu bảo mật PCI DSS, tham gia kiểm thử xâm nhập cùng đội an ninh thông tin.',
    ],
  },
  {
    heading: '07/2014 - 07/2016 | Lập trình viên PHP | Công ty TNHH Phần mềm FPT (FPT Software)',
    duties: [
      'Phát triển website thương mại điện tử cho khách hàng Nhật Bản bằng PHP Laravel và MySQL.',
      'Làm việc trực tiếp với khách hàng qua cầu nối BrSE, đọc hiểu tài liệu đặc tả tiếng Nhật.',
      'Xây dựng trang quản trị đơn hàng và báo cáo doanh thu bằng JavaScript và jQuery.',
      'Được đánh giá nhân viên xuất sắc quý 4 năm 2015.',
    ],
  },
]

const PROJECTS: readonly string[] = [
  'Hệ thống định tuyến giao hàng (2022): thuật toán gom đơn theo khu vực, giảm 12% quãng đường của tài xế nội thành.',
  'Cổng thanh toán nội bộ (2020): kết nối VNPay, MoMo và ZaloPay qua một API thống nhất, có đối soát tự động hằng ngày.',
  'Thư viện mã nguồn mở pg-partman-helper (2019): công cụ quản lý phân vùng bảng PostgreSQL, hơn 300 sao trên GitHub.',
]

const SKILLS: readonly string[] = [
  'Ngôn ngữ lập trình: TypeScript, JavaScript, Go, Java, PHP, SQL',
  'Framework: Node.js, Fastify, Express, NestJS, Spring Boot, Laravel',
  'Cơ sở dữ liệu: PostgreSQL, MySQL, Oracle, Redis, MongoDB, Elasticsearch',
  'Hạ tầng: Docker, Kubernetes, AWS, GitLab CI, Terraform, Kafka, RabbitMQ',
  'Kỹ năng mềm: làm việc nhóm, thuyết trình, quản lý thời gian, giải quyết vấn đề',
]

const EDUCATION: readonly string[] = [
  'Đại học Bách Khoa Hà Nội',
  'Kỹ sư Công nghệ Thông tin, 2010 - 2014',
  'Tốt nghiệp loại Giỏi, GPA: 3.4/4. Đồ án tốt nghiệp: hệ thống gợi ý sản phẩm dựa trên lịch sử mua hàng.',
  'Đại học Quốc gia Hà Nội - Trường Đại học Công nghệ',
  'Thạc sĩ Khoa học Máy tính, 2017 - 2019',
]

const LANGUAGES: readonly string[] = ['Tiếng Anh: IELTS 7.0, giao tiếp và viết tài liệu kỹ thuật tốt', 'Tiếng Nhật: JLPT N3']

const CERTIFICATES: readonly string[] = [
  'AWS Certified Solutions Architect - Associate (2022)',
  'Certified Kubernetes Application Developer (CKAD) (2020)',
  'Oracle Certified Professional, Java SE 8 Programmer (2017)',
]

const INTERESTS = 'Chạy bộ đường dài (hoàn thành 3 giải marathon), đọc sách lịch sử, dạy lập trình miễn phí cho học sinh trung học.'

/** The CV as lines of a PDF: the name at 24 pt, headings at 14 pt bold, the rest at 11 pt. */
export function cvPdfLines(): PdfLine[] {
  const heading = (text: string): PdfLine[] => [{ text: ' ' }, { text, size: 14, bold: true }]
  return [
    { text: FULL_NAME, size: 24, bold: true },
    { text: 'Senior Backend Engineer', size: 14 },
    ...CONTACT.map((text) => ({ text })),
    ...heading('MỤC TIÊU NGHỀ NGHIỆP'),
    { text: SUMMARY },
    ...heading('KINH NGHIỆM LÀM VIỆC'),
    ...JOBS.flatMap((job) => [{ text: ' ' }, { text: job.heading, bold: true }, ...job.duties.map((duty) => ({ text: `• ${duty}` }))]),
    ...heading('DỰ ÁN TIÊU BIỂU'),
    ...PROJECTS.map((text) => ({ text: `• ${text}` })),
    ...heading('KỸ NĂNG'),
    ...SKILLS.map((text) => ({ text })),
    ...heading('HỌC VẤN'),
    ...EDUCATION.map((text) => ({ text })),
    ...heading('NGOẠI NGỮ'),
    ...LANGUAGES.map((text) => ({ text })),
    ...heading('CHỨNG CHỈ'),
    ...CERTIFICATES.map((text) => ({ text: `• ${text}` })),
    ...heading('SỞ THÍCH'),
    { text: INTERESTS },
  ]
}

/**
 * The CV as DOCX paragraphs (`# ` makes a heading) and a table. The builder puts its table after
 * every paragraph, so the jobs come last, under their heading: one row each, period, title,
 * company and duties, as CV templates in Word lay them out.
 */
export function cvDocxContent(): { paragraphs: string[]; table: string[][] } {
  return {
    paragraphs: [
      `# ${FULL_NAME}`,
      'Senior Backend Engineer',
      ...CONTACT,
      '# Mục tiêu nghề nghiệp',
      SUMMARY,
      '# Kỹ năng',
      ...SKILLS,
      '# Học vấn',
      ...EDUCATION,
      '# Ngoại ngữ',
      ...LANGUAGES,
      '# Chứng chỉ',
      ...CERTIFICATES,
      '# Dự án tiêu biểu',
      ...PROJECTS,
      '# Kinh nghiệm làm việc',
    ],
    table: [
      ['Thời gian', 'Vị trí', 'Công ty', 'Công việc chính'],
      ...JOBS.map((job) => [...job.heading.split(' | '), job.duties.join(' ')]),
    ],
  }
}
