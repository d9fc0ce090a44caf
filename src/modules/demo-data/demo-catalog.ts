/**
 * What the demo company hires for and what its candidates look like: positions with their
 * department, level and monthly gross salary band in VND, and the skills, titles, employers and
 * schools a candidate of each department plausibly has.
 */

export type Level = 'intern' | 'junior' | 'mid' | 'senior' | 'lead'
export type PipelineKind = 'tech' | 'standard'

export interface Position {
  title: string
  department: Department
  level: Level
  /** Monthly gross, in millions of VND. */
  salary: readonly [number, number]
  pipeline: PipelineKind
  /** How many applications it draws compared with an average posting. */
  draw: number
  employment?: 'full_time' | 'part_time' | 'contract' | 'internship'
}

export const DEPARTMENTS = [
  'Engineering',
  'Data',
  'Product',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'HR',
  'Customer Support',
] as const
export type Department = (typeof DEPARTMENTS)[number]

export const POSITIONS: readonly Position[] = [
  { title: 'Backend Developer (Node.js)', department: 'Engineering', level: 'mid', salary: [25, 45], pipeline: 'tech', draw: 1.1 },
  { title: 'Customer Support Agent', department: 'Customer Support', level: 'junior', salary: [9, 13], pipeline: 'standard', draw: 2 },
  { title: 'Nhân viên Kinh doanh B2B', department: 'Sales', level: 'junior', salary: [10, 18], pipeline: 'standard', draw: 1.8 },
  { title: 'Frontend Developer (React)', department: 'Engineering', level: 'mid', salary: [20, 40], pipeline: 'tech', draw: 1.1 },
  { title: 'Digital Marketing Specialist', department: 'Marketing', level: 'mid', salary: [15, 25], pipeline: 'standard', draw: 1.3 },
  { title: 'Kế toán tổng hợp', department: 'Finance', level: 'mid', salary: [15, 22], pipeline: 'standard', draw: 1.1 },
  { title: 'Senior Java Engineer', department: 'Engineering', level: 'senior', salary: [40, 70], pipeline: 'tech', draw: 0.6 },
  { title: 'Talent Acquisition Specialist', department: 'HR', level: 'mid', salary: [15, 25], pipeline: 'standard', draw: 1 },
  { title: 'Data Analyst', department: 'Data', level: 'mid', salary: [20, 35], pipeline: 'tech', draw: 1.2 },
  { title: 'Chuyên viên Vận hành', department: 'Operations', level: 'junior', salary: [12, 18], pipeline: 'standard', draw: 1.2 },
  { title: 'Key Account Manager', department: 'Sales', level: 'senior', salary: [30, 50], pipeline: 'standard', draw: 0.7 },
  { title: 'QA Engineer', department: 'Engineering', level: 'junior', salary: [15, 28], pipeline: 'tech', draw: 1.2 },
  { title: 'Content Marketing Executive', department: 'Marketing', level: 'junior', salary: [12, 18], pipeline: 'standard', draw: 1.4 },
  { title: 'Fresher Software Engineer', department: 'Engineering', level: 'junior', salary: [10, 15], pipeline: 'tech', draw: 2 },
  { title: 'Product Manager', department: 'Product', level: 'senior', salary: [45, 75], pipeline: 'standard', draw: 0.6 },
  { title: 'Financial Analyst', department: 'Finance', level: 'mid', salary: [22, 35], pipeline: 'standard', draw: 0.8 },
  { title: 'DevOps Engineer', department: 'Engineering', level: 'senior', salary: [35, 60], pipeline: 'tech', draw: 0.6 },
  { title: 'Customer Success Manager', department: 'Customer Support', level: 'mid', salary: [20, 32], pipeline: 'standard', draw: 0.9 },
  { title: 'UI/UX Designer', department: 'Product', level: 'mid', salary: [20, 35], pipeline: 'standard', draw: 1 },
  { title: 'Mobile Developer (Flutter)', department: 'Engineering', level: 'mid', salary: [22, 40], pipeline: 'tech', draw: 0.9 },
  { title: 'HR Business Partner', department: 'HR', level: 'senior', salary: [25, 40], pipeline: 'standard', draw: 0.7 },
  { title: 'Supply Chain Coordinator', department: 'Operations', level: 'mid', salary: [15, 22], pipeline: 'standard', draw: 0.9 },
  { title: 'Sales Team Leader', department: 'Sales', level: 'lead', salary: [35, 55], pipeline: 'standard', draw: 0.6 },
  { title: 'Data Engineer', department: 'Data', level: 'senior', salary: [35, 60], pipeline: 'tech', draw: 0.6 },
  { title: 'Engineering Manager', department: 'Engineering', level: 'lead', salary: [70, 110], pipeline: 'tech', draw: 0.4 },
  {
    title: 'Marketing Intern',
    department: 'Marketing',
    level: 'intern',
    salary: [4, 6],
    pipeline: 'standard',
    draw: 1.6,
    employment: 'internship',
  },
  { title: 'Kế toán trưởng', department: 'Finance', level: 'lead', salary: [40, 60], pipeline: 'standard', draw: 0.5 },
  {
    title: 'Nhân viên Telesales (bán thời gian)',
    department: 'Sales',
    level: 'junior',
    salary: [7, 10],
    pipeline: 'standard',
    draw: 1.5,
    employment: 'part_time',
  },
  { title: 'C&B Specialist', department: 'HR', level: 'mid', salary: [18, 28], pipeline: 'standard', draw: 0.7 },
  {
    title: 'Technical Writer (hợp đồng 6 tháng)',
    department: 'Engineering',
    level: 'mid',
    salary: [18, 28],
    pipeline: 'tech',
    draw: 0.6,
    employment: 'contract',
  },
]

/** Years of experience a candidate for a level has. */
export const EXPERIENCE: Record<Level, readonly [number, number]> = {
  intern: [0, 0],
  junior: [0, 2],
  mid: [2, 5],
  senior: [5, 10],
  lead: [7, 15],
}

export const SKILLS: Record<Department, readonly string[]> = {
  Engineering: [
    'Node.js',
    'TypeScript',
    'Java',
    'Spring Boot',
    'React',
    'PostgreSQL',
    'Docker',
    'Kubernetes',
    'AWS',
    'Git',
    'Microservices',
    'REST API',
    'Flutter',
    'Kotlin',
    'Redis',
    'Go',
    'CI/CD',
    'Selenium',
  ],
  Data: ['SQL', 'Python', 'Power BI', 'Tableau', 'Excel', 'Spark', 'Airflow', 'dbt', 'BigQuery', 'Thống kê'],
  Product: ['Product discovery', 'Jira', 'Figma', 'User research', 'Agile/Scrum', 'Roadmapping', 'Phân tích dữ liệu', 'Prototyping'],
  Sales: ['B2B sales', 'Đàm phán', 'CRM', 'Chăm sóc khách hàng', 'Lập kế hoạch bán hàng', 'Tiếng Anh giao tiếp', 'Salesforce', 'Telesales'],
  Marketing: [
    'Facebook Ads',
    'Google Ads',
    'SEO',
    'Viết nội dung',
    'Canva',
    'Google Analytics',
    'TikTok marketing',
    'Email marketing',
    'Branding',
  ],
  Operations: ['Quản lý kho', 'Logistics', 'Excel', 'ERP', 'Lean', 'Quản lý nhà cung cấp', 'Báo cáo vận hành'],
  Finance: ['Kế toán tổng hợp', 'MISA', 'Thuế', 'Báo cáo tài chính', 'Excel', 'IFRS', 'Financial modeling', 'SAP'],
  HR: ['Tuyển dụng', 'C&B', 'Luật lao động', 'Đào tạo', 'Employer branding', 'HRIS', 'Phỏng vấn'],
  'Customer Support': ['Chăm sóc khách hàng', 'Giao tiếp', 'Xử lý khiếu nại', 'Zendesk', 'CRM', 'Tiếng Anh', 'Làm việc theo ca'],
}

export const CURRENT_TITLES: Record<Department, readonly string[]> = {
  Engineering: [
    'Software Engineer',
    'Backend Developer',
    'Frontend Developer',
    'Full-stack Developer',
    'Mobile Developer',
    'QA Engineer',
    'DevOps Engineer',
    'Technical Lead',
  ],
  Data: ['Data Analyst', 'BI Analyst', 'Data Engineer', 'Chuyên viên phân tích dữ liệu'],
  Product: ['Product Owner', 'Business Analyst', 'Product Designer', 'UI/UX Designer'],
  Sales: ['Nhân viên kinh doanh', 'Sales Executive', 'Account Manager', 'Trưởng nhóm kinh doanh'],
  Marketing: ['Marketing Executive', 'Content Creator', 'Digital Marketing Executive', 'Brand Executive'],
  Operations: ['Nhân viên vận hành', 'Điều phối viên kho vận', 'Admin Executive', 'Purchasing Executive'],
  Finance: ['Kế toán viên', 'Kế toán thuế', 'Financial Analyst', 'Kiểm toán viên'],
  HR: ['Chuyên viên tuyển dụng', 'HR Generalist', 'C&B Executive', 'HR Executive'],
  'Customer Support': ['Nhân viên chăm sóc khách hàng', 'Call Center Agent', 'Customer Service Executive'],
}

export const COMPANIES = [
  'FPT Software',
  'Viettel Solutions',
  'VNG Corporation',
  'MoMo',
  'Tiki',
  'Shopee Việt Nam',
  'Techcombank',
  'VPBank',
  'Vinamilk',
  'Masan Group',
  'Thế Giới Di Động',
  'NashTech',
  'KMS Technology',
  'CMC Global',
  'Haravan',
  'MISA',
  'VNPT',
  'Sacombank',
  'Grab Việt Nam',
  'Lazada Việt Nam',
  'Samsung Việt Nam',
  'Deloitte Việt Nam',
  'Công ty TNHH Thương mại Hoàng Long',
  'Công ty CP Đầu tư Minh Phát',
  'Công ty CP Giải pháp Sao Việt',
  'Ngân hàng ACB',
  'Điện Máy Xanh',
  'Bách Hóa Xanh',
] as const

export const SCHOOLS: Record<'north' | 'central' | 'south', readonly string[]> = {
  north: [
    'Đại học Bách khoa Hà Nội',
    'Đại học Công nghệ - ĐHQG Hà Nội',
    'Học viện Công nghệ Bưu chính Viễn thông',
    'Đại học Kinh tế Quốc dân',
    'Đại học Ngoại thương',
    'Học viện Tài chính',
    'Đại học Thương mại',
    'Đại học FPT',
  ],
  central: ['Đại học Bách khoa - Đại học Đà Nẵng', 'Đại học Kinh tế - Đại học Đà Nẵng', 'Đại học Duy Tân', 'Đại học Khoa học Huế'],
  south: [
    'Đại học Bách khoa TP. Hồ Chí Minh',
    'Đại học Khoa học Tự nhiên TP. Hồ Chí Minh',
    'Đại học Kinh tế TP. Hồ Chí Minh',
    'Đại học Cần Thơ',
    'Đại học RMIT Việt Nam',
    'Đại học Tôn Đức Thắng',
  ],
}

export const MAJORS: Record<Department, readonly string[]> = {
  Engineering: ['Khoa học máy tính', 'Kỹ thuật phần mềm', 'Công nghệ thông tin'],
  Data: ['Hệ thống thông tin', 'Toán tin', 'Khoa học dữ liệu'],
  Product: ['Hệ thống thông tin quản lý', 'Thiết kế đồ họa', 'Quản trị kinh doanh'],
  Sales: ['Quản trị kinh doanh', 'Marketing', 'Kinh tế đối ngoại'],
  Marketing: ['Marketing', 'Truyền thông đa phương tiện', 'Quan hệ công chúng'],
  Operations: ['Logistics và quản lý chuỗi cung ứng', 'Quản trị kinh doanh', 'Kinh tế'],
  Finance: ['Kế toán', 'Tài chính - Ngân hàng', 'Kiểm toán'],
  HR: ['Quản trị nhân lực', 'Tâm lý học', 'Luật'],
  'Customer Support': ['Quản trị kinh doanh', 'Ngôn ngữ Anh', 'Du lịch'],
}

/** Where applications come from, how often, and what a source's `source_detail` names. */
export const SOURCES: readonly (readonly [string, number])[] = [
  ['job_board', 33],
  ['career_page', 15],
  ['linkedin', 11],
  ['facebook', 12],
  ['referral', 10],
  ['headhunt', 4],
  ['hr', 3],
  ['email', 3],
  ['other_social', 4],
  ['old_database', 3],
  ['other', 2],
]

export const SOURCE_DETAILS: Record<string, readonly string[]> = {
  job_board: ['TopCV', 'VietnamWorks', 'CareerViet', 'JobsGO', 'CareerLink'],
  tech_job_board: ['ITviec', 'TopDev', 'TopCV', 'VietnamWorks'],
  career_page: ['Trang tuyển dụng công ty'],
  linkedin: ['LinkedIn Jobs', 'LinkedIn Recruiter'],
  facebook: ['Fanpage công ty', 'Group "Tuyển dụng IT Hà Nội"', 'Group "Việc làm Sài Gòn"', 'Group "Cộng đồng Marketing Việt Nam"'],
  headhunt: ['Navigos Search', 'Talentnet', 'HR1Vietnam', 'First Alliances'],
  hr: ['Tìm kiếm trực tiếp'],
  email: ['Hộp thư tuyển dụng'],
  other_social: ['Zalo', 'TikTok'],
  old_database: ['Dữ liệu ứng viên 2022'],
  other: ['Ngày hội việc làm'],
}

/** Sources where the company found the person rather than the person applying: no applied_date. */
export const SOURCED_BY_COMPANY: ReadonlySet<string> = new Set(['headhunt', 'hr'])

export const CLOSE_REASONS = {
  filled: 'Đã tuyển đủ',
  cancelled: 'Tạm dừng nhu cầu tuyển dụng',
} as const

export const INTERVIEW_ROOMS: Record<string, readonly string[]> = {
  '01': ['Phòng họp Hồ Gươm, tầng 12', 'Phòng họp Ba Vì, tầng 12'],
  '79': ['Phòng họp Bến Thành, tầng 8', 'Phòng họp Sài Gòn, tầng 8'],
  '48': ['Phòng họp Sơn Trà, tầng 5'],
}

/** Names of colleagues who refer friends; they are staff, not members of the recruiting tool. */
export const REFERRERS = ['Nguyễn Văn Hòa', 'Trần Thị Bích', 'Lê Minh Khôi', 'Phạm Thu Trang', 'Võ Thanh Tùng', 'Đặng Ngọc Ánh'] as const
