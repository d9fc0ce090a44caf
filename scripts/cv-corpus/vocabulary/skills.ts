/**
 * The skills the corpus writes about: the canonical name a label carries, and the ways people
 * actually write it in a Vietnamese or an English CV ("NodeJS", "MS Excel", "kỹ năng giao tiếp").
 * Every written form is also what the label is computed from (skill-mentions.ts), so a skill
 * named anywhere in a document (a job title, a duty, a degree, a certificate) is in its label.
 * The rule: a skill is named when its name or a usual alias stands in the text as a noun phrase
 * ("Viết unit test", "Phỏng vấn sơ loại", "Detail-oriented"); a verb that only describes the
 * activity ("Presented findings", "Negotiated contracts") names none, nor does a word that only
 * contains a name ("leadership team", "Khoa học Máy tính").
 */
export interface Skill {
  canonical: string
  /** Forms an English CV uses; the first is the plain one. */
  en: readonly string[]
  /** Forms a Vietnamese CV uses (technical names are written the same in both). */
  vi: readonly string[]
}

const same = (...forms: string[]): Pick<Skill, 'en' | 'vi'> => ({ en: forms, vi: forms })

export const SKILLS = {
  javascript: { canonical: 'JavaScript', ...same('JavaScript', 'JS', 'Javascript') },
  typescript: { canonical: 'TypeScript', ...same('TypeScript', 'Typescript') },
  nodejs: { canonical: 'Node.js', ...same('Node.js', 'NodeJS', 'Nodejs') },
  react: { canonical: 'React', ...same('React', 'ReactJS', 'React.js') },
  angular: { canonical: 'Angular', ...same('Angular') },
  html: { canonical: 'HTML', ...same('HTML', 'HTML5') },
  css: { canonical: 'CSS', ...same('CSS', 'CSS3') },
  java: { canonical: 'Java', ...same('Java') },
  springBoot: { canonical: 'Spring Boot', ...same('Spring Boot', 'SpringBoot') },
  python: { canonical: 'Python', ...same('Python') },
  sql: { canonical: 'SQL', ...same('SQL') },
  postgresql: { canonical: 'PostgreSQL', ...same('PostgreSQL', 'Postgres') },
  mysql: { canonical: 'MySQL', ...same('MySQL') },
  mongodb: { canonical: 'MongoDB', ...same('MongoDB') },
  docker: { canonical: 'Docker', ...same('Docker') },
  kubernetes: { canonical: 'Kubernetes', ...same('Kubernetes', 'K8s') },
  aws: { canonical: 'AWS', ...same('AWS', 'Amazon Web Services') },
  git: { canonical: 'Git', ...same('Git') },
  linux: { canonical: 'Linux', ...same('Linux') },
  csharp: { canonical: 'C#', ...same('C#') },
  dotnet: { canonical: '.NET', ...same('.NET') },
  selenium: { canonical: 'Selenium', ...same('Selenium') },
  postman: { canonical: 'Postman', ...same('Postman') },
  jira: { canonical: 'Jira', ...same('Jira', 'JIRA') },
  powerBi: { canonical: 'Power BI', ...same('Power BI', 'PowerBI') },
  excel: { canonical: 'Microsoft Excel', en: ['Microsoft Excel', 'MS Excel', 'Excel'], vi: ['Excel', 'MS Excel', 'Excel nâng cao'] },
  office: { canonical: 'Microsoft Office', en: ['Microsoft Office', 'MS Office'], vi: ['Tin học văn phòng', 'MS Office'] },
  accounting: { canonical: 'Accounting', en: ['Accounting'], vi: ['Kế toán', 'Nghiệp vụ kế toán'] },
  misa: { canonical: 'MISA', ...same('MISA') },
  english: { canonical: 'English', en: ['English'], vi: ['Tiếng Anh'] },
  japanese: { canonical: 'Japanese', en: ['Japanese'], vi: ['Tiếng Nhật'] },
  communication: { canonical: 'Communication', en: ['Communication', 'Communication skills'], vi: ['Giao tiếp', 'Kỹ năng giao tiếp'] },
  teamwork: { canonical: 'Teamwork', en: ['Teamwork'], vi: ['Làm việc nhóm', 'Kỹ năng làm việc nhóm'] },
  negotiation: { canonical: 'Negotiation', en: ['Negotiation'], vi: ['Đàm phán', 'Kỹ năng đàm phán'] },
  sales: { canonical: 'Sales', en: ['Sales'], vi: ['Bán hàng', 'Kỹ năng bán hàng'] },
  customerService: { canonical: 'Customer Service', en: ['Customer Service'], vi: ['Chăm sóc khách hàng'] },
  seo: { canonical: 'SEO', ...same('SEO') },
  digitalMarketing: { canonical: 'Digital Marketing', ...same('Digital Marketing') },
  googleAds: { canonical: 'Google Ads', ...same('Google Ads') },
  facebookAds: { canonical: 'Facebook Ads', ...same('Facebook Ads') },
  projectManagement: { canonical: 'Project Management', en: ['Project Management'], vi: ['Quản lý dự án'] },
  recruitment: { canonical: 'Recruitment', en: ['Recruitment', 'Recruiting'], vi: ['Tuyển dụng'] },
  timeManagement: { canonical: 'Time Management', en: ['Time Management'], vi: ['Quản lý thời gian'] },
  marketing: { canonical: 'Marketing', ...same('Marketing') },
  dataAnalysis: { canonical: 'Data Analysis', en: ['Data Analysis'], vi: ['Phân tích dữ liệu'] },
  softwareTesting: { canonical: 'Software Testing', en: ['Software Testing'], vi: ['Kiểm thử phần mềm'] },
  // Named in job duties, titles or degrees rather than listed (see INCIDENTAL_SKILLS).
  restApi: { canonical: 'RESTful API', ...same('RESTful API', 'RESTful APIs', 'REST API', 'REST APIs') },
  unitTesting: { canonical: 'Unit Testing', ...same('Unit Testing', 'unit test', 'unit tests') },
  databaseDesign: { canonical: 'Database Design', en: ['Database Design'], vi: ['Thiết kế cơ sở dữ liệu'] },
  storedProcedures: { canonical: 'Stored Procedures', ...same('Stored Procedures', 'stored procedure') },
  figma: { canonical: 'Figma', ...same('Figma') },
  automationTesting: { canonical: 'Automation Testing', en: ['Automation Testing'], vi: ['Kiểm thử tự động', 'Tự động hóa kiểm thử'] },
  apiTesting: { canonical: 'API Testing', en: ['API Testing'], vi: ['Kiểm thử API'] },
  financialReporting: { canonical: 'Financial Reporting', en: ['Financial Reporting', 'financial statements'], vi: ['Báo cáo tài chính'] },
  taxation: { canonical: 'Taxation', en: ['Taxation', 'tax returns', 'Tax'], vi: ['Thuế'] },
  reconciliation: { canonical: 'Reconciliation', en: ['Reconciliation'], vi: ['Đối chiếu công nợ'] },
  interviewing: { canonical: 'Interviewing', en: ['Interviewing', 'interviews'], vi: ['Phỏng vấn'] },
  hrManagement: { canonical: 'Human Resource Management', en: ['Human Resource Management'], vi: ['Quản trị Nhân lực'] },
  costAccounting: { canonical: 'Cost Accounting', en: ['Cost Accounting', 'product costing'], vi: ['Tính giá thành'] },
  auditing: { canonical: 'Auditing', en: ['Auditing'], vi: ['Kiểm toán'] },
  webDevelopment: { canonical: 'Web Development', en: ['Web Development'], vi: ['Phát triển web'] },
  queryOptimization: { canonical: 'Query Optimization', en: ['Query Optimization', 'query optimisation'], vi: ['Tối ưu truy vấn'] },
  // Traits a summary claims ("Chủ động, cẩn thận và có tinh thần trách nhiệm cao").
  attentionToDetail: { canonical: 'Attention to Detail', en: ['Attention to Detail', 'Detail-oriented'], vi: ['Cẩn thận'] },
  proactiveness: { canonical: 'Proactiveness', en: ['Proactiveness', 'proactive'], vi: ['Chủ động'] },
  responsibility: { canonical: 'Responsibility', en: ['Responsibility', 'responsible'], vi: ['Tinh thần trách nhiệm'] },
} as const satisfies Record<string, Skill>

export type SkillId = keyof typeof SKILLS

export const SKILL_IDS = Object.keys(SKILLS) as SkillId[]

/**
 * Skills a CV may name outside its skills section without listing them there: techniques in a
 * job's bullets ("Viết unit test"), a field of study in a degree ("Cử nhân Quản trị Nhân lực"),
 * the tax in "Kế toán thuế". They are labelled like any other mention; the generator's check
 * lets only these appear unlisted, so an accidental mention (a company called MISA) still fails.
 */
export const INCIDENTAL_SKILLS: readonly SkillId[] = [
  'restApi',
  'unitTesting',
  'databaseDesign',
  'storedProcedures',
  'figma',
  'automationTesting',
  'apiTesting',
  'financialReporting',
  'taxation',
  'reconciliation',
  'interviewing',
  'hrManagement',
  'costAccounting',
  'auditing',
  'webDevelopment',
  'queryOptimization',
  'attentionToDetail',
  'proactiveness',
  'responsibility',
]
