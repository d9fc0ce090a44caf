import type { SkillId } from './skills.ts'

/**
 * A career track: the titles a person holds on it from junior to senior (as a Vietnamese CV and an
 * English one writes them), the employers that hire for it, the skills it draws from and the
 * duties its job bullets describe. A duty names skills only through a placeholder listing the
 * skills that fit it (`{misa|excel}`), filled with one the person has (the duty is left out when
 * they have none), so the text never mentions a skill the label lacks.
 */
export interface Track {
  id: string
  domain: 'tech' | 'business'
  /** Levels from junior to senior; each level offers alternatives. */
  titles: { vi: readonly string[]; en: readonly string[] }[]
  companies: readonly string[]
  /** Skills everyone on the track has: those its titles, degrees or duties name. */
  core: readonly SkillId[]
  optional: readonly SkillId[]
  duties: { vi: readonly string[]; en: readonly string[] }
  degrees: { vi: readonly string[]; en: readonly string[] }
}

const TECH_COMPANIES = [
  'FPT Software',
  'Viettel',
  'VNG',
  'Tiki',
  'MoMo',
  'Shopee',
  'NashTech',
  'KMS Technology',
  'TMA Solutions',
  'Axon Active Vietnam',
  'Công ty Cổ phần Công nghệ Sapo',
  'Công ty TNHH Giải pháp Phần mềm Tường Minh',
  'Ngân hàng TMCP Kỹ Thương Việt Nam',
] as const

const TECH_DEGREES = {
  vi: ['Kỹ sư Công nghệ thông tin', 'Cử nhân Khoa học Máy tính', 'Kỹ sư Kỹ thuật phần mềm'],
  en: ['Bachelor of Computer Science', 'Bachelor of Information Technology', 'Bachelor of Engineering in Software Engineering'],
}

export const TRACKS: readonly Track[] = [
  {
    id: 'backend',
    domain: 'tech',
    titles: [
      { vi: ['Lập trình viên', 'Junior Developer'], en: ['Junior Developer', 'Software Engineer'] },
      { vi: ['Backend Developer', 'Kỹ sư phần mềm'], en: ['Backend Developer', 'Software Engineer'] },
      { vi: ['Senior Developer', 'Senior Backend Developer'], en: ['Senior Developer', 'Senior Software Engineer'] },
    ],
    companies: TECH_COMPANIES,
    core: ['sql', 'git'],
    optional: [
      'javascript',
      'typescript',
      'nodejs',
      'postgresql',
      'mysql',
      'mongodb',
      'docker',
      'kubernetes',
      'aws',
      'linux',
      'java',
      'springBoot',
    ],
    duties: {
      vi: [
        'Phát triển RESTful API với {nodejs|springBoot|java|typescript} cho hệ thống thanh toán',
        'Thiết kế cơ sở dữ liệu và tối ưu truy vấn {postgresql|mysql|mongodb|sql}',
        'Triển khai dịch vụ trên {docker|kubernetes|aws}, giảm thời gian phản hồi 30%',
        'Hỗ trợ thành viên mới làm quen với hệ thống',
        'Làm việc trực tiếp với khách hàng Nhật Bản',
        'Viết unit test, duy trì độ phủ trên 80%',
      ],
      en: [
        'Built RESTful APIs with {nodejs|springBoot|java|typescript} for the payment platform',
        'Led database design and query optimisation for {postgresql|mysql|mongodb|sql}',
        'Deployed services on {docker|kubernetes|aws}, cutting response times by 30%',
        'Helped new team members get up to speed',
        'Worked directly with clients in Japan',
        'Wrote unit tests and kept coverage above 80%',
      ],
    },
    degrees: TECH_DEGREES,
  },
  {
    id: 'frontend',
    domain: 'tech',
    titles: [
      { vi: ['Lập trình viên Front-end', 'Fresher Front-end Developer'], en: ['Junior Frontend Developer', 'Web Developer'] },
      { vi: ['Front-end Developer', 'Lập trình viên Front-end'], en: ['Frontend Developer', 'Front-end Engineer'] },
      { vi: ['Senior Front-end Developer', 'Trưởng nhóm Front-end'], en: ['Senior Frontend Developer', 'Frontend Team Lead'] },
    ],
    companies: TECH_COMPANIES,
    core: ['javascript', 'html', 'css'],
    optional: ['typescript', 'react', 'angular', 'nodejs', 'git', 'jira'],
    duties: {
      vi: [
        'Xây dựng giao diện cổng thông tin khách hàng bằng {react|angular}',
        'Chuyển thiết kế Figma thành component tái sử dụng với {react|angular|typescript}',
        'Giảm 40% thời gian tải trang chủ',
        'Phối hợp với đội backend tích hợp API',
        'Viết tài liệu hướng dẫn cho thư viện component nội bộ',
      ],
      en: [
        'Built the customer portal UI with {react|angular}',
        'Turned Figma designs into reusable {react|angular|typescript} components',
        'Cut home page load time by 40%',
        'Integrated REST APIs with the backend team',
        'Documented the internal component library',
      ],
    },
    degrees: TECH_DEGREES,
  },
  {
    id: 'dotnet',
    domain: 'tech',
    titles: [
      { vi: ['Lập trình viên .NET', 'Junior .NET Developer'], en: ['Junior .NET Developer', 'Software Developer'] },
      { vi: ['.NET Developer', 'Kỹ sư phần mềm'], en: ['.NET Developer', 'Software Engineer'] },
      { vi: ['Senior .NET Developer', 'Technical Lead'], en: ['Senior .NET Developer', 'Technical Lead'] },
    ],
    companies: TECH_COMPANIES,
    core: ['csharp', 'dotnet', 'sql'],
    optional: ['javascript', 'angular', 'docker', 'git', 'aws', 'jira'],
    duties: {
      vi: [
        'Phát triển cổng thanh toán nội bộ với {dotnet|csharp}',
        'Bảo trì và nâng cấp ứng dụng nội bộ viết bằng {csharp|dotnet}',
        'Xây dựng báo cáo và stored procedure {sql}',
        'Hỗ trợ vận hành hệ thống sau triển khai',
      ],
      en: [
        'Developed the internal payment gateway in {dotnet|csharp}',
        'Maintained and upgraded internal applications written in {csharp|dotnet}',
        'Wrote reports and {sql} stored procedures',
        'Supported production operations after each release',
      ],
    },
    degrees: TECH_DEGREES,
  },
  {
    id: 'qa',
    domain: 'tech',
    titles: [
      { vi: ['Tester', 'Nhân viên kiểm thử phần mềm'], en: ['Tester', 'QA Intern'] },
      { vi: ['QA Engineer', 'Chuyên viên kiểm thử'], en: ['QA Engineer', 'Software Tester'] },
      { vi: ['Senior QA Engineer', 'QA Lead'], en: ['Senior QA Engineer', 'QA Lead'] },
    ],
    companies: TECH_COMPANIES,
    core: ['sql', 'jira', 'softwareTesting'],
    optional: ['selenium', 'postman', 'python', 'java', 'git'],
    duties: {
      vi: [
        'Viết test case và kiểm tra tính năng mới trước mỗi đợt phát hành',
        'Tự động hóa kiểm thử giao diện bằng {selenium}',
        'Kiểm thử API với {postman}',
        'Báo lỗi và theo dõi trạng thái trên {jira}',
        'Kiểm tra dữ liệu sau migration',
      ],
      en: [
        'Wrote test cases and checked new features before each release',
        'Built automation testing suites with {selenium}',
        'Ran API testing with {postman}',
        'Reported and tracked defects in {jira}',
        'Verified data after migrations',
      ],
    },
    degrees: TECH_DEGREES,
  },
  {
    id: 'data',
    domain: 'tech',
    titles: [
      { vi: ['Data Analyst Intern', 'Nhân viên phân tích dữ liệu'], en: ['Data Analyst Intern', 'Junior Data Analyst'] },
      { vi: ['Data Analyst', 'Chuyên viên phân tích dữ liệu'], en: ['Data Analyst', 'Reporting Analyst'] },
      { vi: ['Senior Data Analyst', 'Trưởng nhóm phân tích dữ liệu'], en: ['Senior Data Analyst', 'Analytics Lead'] },
    ],
    companies: TECH_COMPANIES,
    core: ['sql', 'python', 'dataAnalysis'],
    optional: ['powerBi', 'excel', 'postgresql', 'aws', 'git'],
    duties: {
      vi: [
        'Xây dựng dashboard doanh thu hằng ngày bằng {powerBi|excel}',
        'Viết truy vấn {sql|postgresql} phân tích hành vi khách hàng',
        'Làm sạch và chuẩn hóa dữ liệu bằng {python}',
        'Trình bày kết quả phân tích cho ban giám đốc',
      ],
      en: [
        'Built daily revenue dashboards in {powerBi|excel}',
        'Wrote {sql|postgresql} queries to analyse customer behaviour',
        'Cleaned and standardised data with {python}',
        'Presented findings to the leadership team',
      ],
    },
    degrees: TECH_DEGREES,
  },
  {
    id: 'accounting',
    domain: 'business',
    titles: [
      { vi: ['Kế toán viên', 'Nhân viên kế toán'], en: ['Accounting Staff', 'Junior Accountant'] },
      { vi: ['Kế toán tổng hợp', 'Kế toán thuế'], en: ['General Accountant', 'Tax Accountant'] },
      { vi: ['Kế toán trưởng', 'Trưởng phòng kế toán'], en: ['Chief Accountant', 'Accounting Manager'] },
    ],
    companies: [
      'Công ty TNHH Thương mại Minh Phát',
      'Công ty Cổ phần Đầu tư Hoàng Long',
      'Vinamilk',
      'Masan Group',
      'Công ty TNHH Sản xuất Bao bì Tân Tiến',
      'Ngân hàng TMCP Á Châu',
      'Công ty Cổ phần Thực phẩm Sao Việt',
    ],
    core: ['accounting'],
    optional: ['excel', 'misa', 'office', 'communication', 'teamwork', 'english', 'timeManagement'],
    duties: {
      vi: [
        'Lập báo cáo tài chính quý và năm',
        'Kê khai và quyết toán thuế GTGT, TNDN, TNCN',
        'Hạch toán chứng từ trên phần mềm {misa}',
        'Đối chiếu công nợ với khách hàng và nhà cung cấp',
        'Lập bảng tính giá thành bằng {excel}',
      ],
      en: [
        'Prepared quarterly and annual financial statements',
        'Filed VAT, corporate and personal income tax returns',
        'Recorded vouchers in {misa}',
        'Ran monthly reconciliation with customers and suppliers',
        'Built product costing sheets in {excel}',
      ],
    },
    degrees: {
      vi: ['Cử nhân Kế toán', 'Cử nhân Kế toán - Kiểm toán'],
      en: ['Bachelor of Accounting', 'Bachelor of Accounting and Finance'],
    },
  },
  {
    id: 'sales',
    domain: 'business',
    titles: [
      { vi: ['Nhân viên kinh doanh', 'Nhân viên bán hàng'], en: ['Sales Executive', 'Sales Associate'] },
      { vi: ['Chuyên viên kinh doanh', 'Chuyên viên quan hệ khách hàng'], en: ['Senior Sales Executive', 'Account Executive'] },
      { vi: ['Trưởng phòng kinh doanh', 'Giám sát kinh doanh'], en: ['Sales Manager', 'Sales Supervisor'] },
    ],
    companies: [
      'Công ty TNHH Thương mại Minh Phát',
      'Masan Group',
      'Vinamilk',
      'Công ty Cổ phần Thế Giới Di Động',
      'Ngân hàng TMCP Á Châu',
      'Công ty TNHH Phân phối Đại Dương Xanh',
      'Công ty Cổ phần Bất động sản Phú Gia',
    ],
    core: ['sales', 'negotiation', 'communication'],
    optional: ['customerService', 'excel', 'office', 'english', 'teamwork', 'timeManagement'],
    duties: {
      vi: [
        'Tìm kiếm và phát triển khách hàng doanh nghiệp khu vực miền Bắc',
        'Đạt 120% chỉ tiêu doanh số năm 2023',
        'Đàm phán hợp đồng phân phối với đại lý cấp 1',
        'Theo dõi báo cáo doanh số hằng tuần bằng {excel}',
        'Giải quyết khiếu nại sau bán hàng',
      ],
      en: [
        'Found and grew corporate accounts in the northern region',
        'Reached 120% of the 2023 revenue target',
        'Negotiated distribution contracts with tier-1 dealers',
        'Tracked weekly revenue reports in {excel}',
        'Resolved after-sales complaints',
      ],
    },
    degrees: {
      vi: ['Cử nhân Quản trị Kinh doanh', 'Cử nhân Kinh tế Đối ngoại'],
      en: ['Bachelor of Business Administration', 'Bachelor of Economics'],
    },
  },
  {
    id: 'recruiting',
    domain: 'business',
    titles: [
      { vi: ['Thực tập sinh nhân sự', 'Nhân viên hành chính nhân sự'], en: ['HR Intern', 'HR Assistant'] },
      { vi: ['Chuyên viên tuyển dụng', 'Chuyên viên nhân sự'], en: ['Recruitment Specialist', 'Talent Acquisition Specialist'] },
      { vi: ['Trưởng nhóm tuyển dụng', 'Trưởng phòng nhân sự'], en: ['Recruitment Lead', 'HR Manager'] },
    ],
    companies: [
      'FPT Software',
      'Masan Group',
      'Công ty TNHH Tư vấn Nhân sự Thành Công',
      'Ngân hàng TMCP Á Châu',
      'Viettel',
      'Công ty Cổ phần Thực phẩm Sao Việt',
    ],
    core: ['recruitment', 'communication'],
    optional: ['office', 'excel', 'english', 'teamwork', 'negotiation', 'timeManagement'],
    duties: {
      vi: [
        'Tuyển dụng 60 vị trí kỹ thuật mỗi năm',
        'Phỏng vấn sơ loại và đánh giá ứng viên',
        'Quản lý các kênh đăng tin tuyển dụng của công ty',
        'Theo dõi số liệu tuyển dụng bằng {excel}',
        'Tổ chức chương trình thực tập sinh mùa hè',
      ],
      en: [
        'Hired for 60 engineering roles a year',
        'Screened candidates and ran first-round interviews',
        'Managed the company job posting channels',
        'Tracked hiring metrics in {excel}',
        'Ran the summer internship programme',
      ],
    },
    degrees: {
      vi: ['Cử nhân Quản trị Nhân lực', 'Cử nhân Tâm lý học'],
      en: ['Bachelor of Human Resource Management', 'Bachelor of Psychology'],
    },
  },
  {
    id: 'marketing',
    domain: 'business',
    titles: [
      { vi: ['Nhân viên Marketing', 'Marketing Intern'], en: ['Marketing Assistant', 'Marketing Intern'] },
      { vi: ['Chuyên viên Marketing', 'Marketing Executive'], en: ['Marketing Executive', 'Digital Marketing Executive'] },
      { vi: ['Trưởng nhóm Marketing', 'Marketing Manager'], en: ['Marketing Manager', 'Head of Marketing'] },
    ],
    companies: [
      'Công ty TNHH Mỹ phẩm Hoa Sen',
      'Tiki',
      'Shopee',
      'Masan Group',
      'Công ty Cổ phần Truyền thông Mặt Trời Đỏ',
      'Công ty TNHH Du lịch Biển Xanh',
    ],
    core: ['digitalMarketing', 'marketing'],
    optional: ['seo', 'googleAds', 'facebookAds', 'excel', 'english', 'communication', 'teamwork', 'projectManagement'],
    duties: {
      vi: [
        'Lên kế hoạch và triển khai chiến dịch với ngân sách 500 triệu đồng/tháng',
        'Tối ưu chi phí trên {googleAds|facebookAds}',
        'Quản lý fanpage và website công ty',
        'Tăng lượng truy cập tự nhiên 45% nhờ {seo}',
        'Phối hợp với agency sản xuất TVC',
      ],
      en: [
        'Planned and ran campaigns with a monthly budget of 500 million VND',
        'Optimised spend on {googleAds|facebookAds}',
        'Managed the company fanpage and website',
        'Grew organic traffic 45% through {seo}',
        'Worked with agencies on TVC production',
      ],
    },
    degrees: {
      vi: ['Cử nhân Marketing', 'Cử nhân Quản trị Kinh doanh'],
      en: ['Bachelor of Marketing', 'Bachelor of Business Administration'],
    },
  },
]
