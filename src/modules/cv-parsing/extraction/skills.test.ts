import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { prepareLines } from './lines.ts'
import { SKILL_DICTIONARY } from './skills-dictionary.ts'
import { aliasCount, extractSkills, isSkillPhrase } from './skills.ts'
import { cvDocument, type TestLine } from './document.fixtures.ts'
import { foldKey, unifyIY } from './text.ts'

const skillsOf = (lines: TestLine[]): string[] => extractSkills(prepareLines(cvDocument(lines)))
/** Skills of one line of prose, outside any skills section. */
const inProse = (line: string): string[] => skillsOf(['SUMMARY', line])
/** Skills of lines under a skills heading. */
const listed = (...lines: string[]): string[] => skillsOf(['KỸ NĂNG', ...lines])

describe('skills dictionary', () => {
  test('several hundred canonical skills, each named once', () => {
    assert.ok(SKILL_DICTIONARY.length >= 400, `${SKILL_DICTIONARY.length} skills`)
    assert.ok(aliasCount() >= 3 * 400, `${aliasCount()} aliases`)
    const names = SKILL_DICTIONARY.map((skill) => skill.name)
    assert.equal(new Set(names).size, names.length, 'duplicate canonical names')
  })

  test('no alias belongs to two skills', () => {
    const owner = new Map<string, string>()
    const clashes: string[] = []
    for (const skill of SKILL_DICTIONARY) {
      for (const written of [skill.name, ...skill.aliases]) {
        const key = unifyIY(foldKey(written.replace(/^[!^=]/, '')))
          .replace(/[-_]/g, ' ')
          .replace(/\s+/g, ' ')
        const previous = owner.get(key)
        if (previous !== undefined && previous !== skill.name) clashes.push(`${written}: ${previous} / ${skill.name}`)
        owner.set(key, skill.name)
      }
    }
    assert.deepEqual(clashes, [])
  })
})

describe('skill matching', () => {
  test('aliases in either language give the canonical name', () => {
    assert.deepEqual(inProse('Thành thạo js, NodeJS và ECMAScript'), ['JavaScript', 'Node.js'])
    assert.deepEqual(inProse('Kỹ năng giao tiếp tốt, làm việc nhóm hiệu quả'), ['Communication', 'Teamwork'])
    assert.deepEqual(inProse('Nghiệp vụ kế toán, sử dụng MS Excel và tin học văn phòng'), [
      'Accounting',
      'Microsoft Excel',
      'Microsoft Office',
    ])
    assert.deepEqual(inProse('IELTS 7.0, TOEIC 850, tiếng Nhật N2'), ['Japanese'])
    assert.deepEqual(inProse('Xuất nhập khẩu, chăm sóc khách hàng, tuyển dụng'), ['Import-Export', 'Customer Service', 'Recruitment'])
  })

  test('case- and diacritic-insensitive; kĩ and kỹ alike', () => {
    assert.deepEqual(inProse('KỸ NĂNG GIAO TIẾP'), ['Communication'])
    assert.deepEqual(inProse('ki nang giao tiep, lam viec nhom'), ['Communication', 'Teamwork'])
    assert.deepEqual(inProse('kĩ năng đàm phán'), ['Negotiation'])
    assert.deepEqual(inProse('POSTGRESQL, mongodb'), ['PostgreSQL', 'MongoDB'])
  })

  test('punctuation belongs to the name: C++, C#, .NET, ASP.NET, Node.js, CI/CD', () => {
    assert.deepEqual(listed('C++, C#, .NET, ASP.NET Core, Node.js, CI/CD, C'), [
      'C++',
      'C#',
      '.NET',
      'ASP.NET Core',
      'Node.js',
      'CI/CD',
      'C',
    ])
    assert.deepEqual(listed('C/C++'), ['C', 'C++'])
  })

  test('the longest alias wins', () => {
    assert.deepEqual(inProse('Built apps with React Native'), ['React Native'])
    assert.deepEqual(inProse('Spring Boot microservices'), ['Spring Boot', 'Microservices'])
    assert.deepEqual(inProse('Google Cloud Platform and Google Analytics'), ['Google Cloud', 'Google Analytics'])
  })

  test('a word inside another word is not a skill', () => {
    assert.deepEqual(inProse('JavaScript developer'), ['JavaScript'])
    assert.deepEqual(inProse('Excellent communicator'), [])
    assert.deepEqual(inProse('Sử dụng thành thạo Excel'), ['Microsoft Excel'])
    assert.deepEqual(inProse('My favourite scripts'), [])
  })

  test('short and ambiguous aliases count only where skills are listed', () => {
    assert.deepEqual(inProse('Ready to go the extra mile; R and C grades; spring campaigns'), [])
    assert.deepEqual(inProse('I excel at planning and Word games'), [])
    assert.deepEqual(listed('Go, R, C, Spring, Word, excel'), ['Go', 'R', 'C', 'Spring', 'Microsoft Word', 'Microsoft Excel'])
    assert.deepEqual(skillsOf(['EXPERIENCE', 'Tech stack: Go, Kafka, Redis']), ['Go', 'Apache Kafka', 'Redis'])
    assert.deepEqual(skillsOf(['PROJECTS', 'Go, Docker, Kubernetes']), ['Go', 'Docker', 'Kubernetes'])
  })

  test('"Sales" in a company name is not a skill; in a title it is', () => {
    assert.deepEqual(inProse('Kế toán tại ABC Sales Co., Ltd'), ['Accounting'])
    assert.deepEqual(inProse('Công ty TNHH Sales Việt'), [])
    assert.deepEqual(inProse('Sales Executive, Masan Group'), ['Sales'])
  })

  test('"SAP" in capitals, not the Vietnamese "sắp"', () => {
    assert.deepEqual(inProse('Sắp tới sẽ học SAP ERP'), ['SAP'])
    assert.deepEqual(inProse('SẮP TỚI'), [])
  })

  test('an English alias never matches a Vietnamese word that folds like it', () => {
    assert.deepEqual(skillsOf(['LIÊN HỆ', 'Quận Gò Vấp, TP.HCM', 'Lúa, mùi, sắp']), [])
  })

  test("the candidate's name is not read for skills", () => {
    const lines = prepareLines(cvDocument(['KỸ NĂNG', 'Tiếng Anh, Java', 'NGUYEN HONG THAI', 'Go']))
    assert.deepEqual(extractSkills(lines, 'Nguyen Hong Thai'), ['English', 'Java', 'Go'])
    assert.deepEqual(extractSkills(lines, null), ['English', 'Java', 'Thai', 'Go'])
    assert.deepEqual(extractSkills(prepareLines(cvDocument(['KỸ NĂNG', 'R&D Engineer, R'])), null), ['Research & Development', 'R'])
  })

  test('addresses name no skill', () => {
    assert.deepEqual(inProse('github.com/an/react-native-app · go@golang.vn · https://docker.io'), [])
    assert.deepEqual(inProse('ASP.NET/C# and Node.js/Express.js'), ['ASP.NET', 'C#', 'Node.js', 'Express.js'])
  })

  test('references are about other people', () => {
    assert.deepEqual(skillsOf(['NGƯỜI THAM CHIẾU', 'Ông A - Giám đốc Marketing - 0912 345 678']), [])
  })

  test('in order of first appearance, each once', () => {
    assert.deepEqual(skillsOf(['Java Developer', 'SKILLS', 'Python, Java, Docker', 'EXPERIENCE', 'Docker and Python every day']), [
      'Java',
      'Python',
      'Docker',
    ])
  })

  test('a whole phrase that is a skill is recognised (never a name)', () => {
    assert.ok(isSkillPhrase('Microsoft Excel'))
    assert.ok(isSkillPhrase('Làm Việc Nhóm'))
    assert.ok(!isSkillPhrase('Nguyễn Văn An'))
  })

  test('a long hostile line is matched in linear time', () => {
    const started = performance.now()
    assert.deepEqual(inProse('Sales Co., Ltd '.repeat(20_000) + '| sales'), ['Sales'])
    assert.deepEqual(inProse('x'.repeat(100_000)), [])
    assert.ok(performance.now() - started < 2_000, `${Math.round(performance.now() - started)} ms`)
  })

  test('nothing to find: an empty list', () => {
    assert.deepEqual(skillsOf([]), [])
    assert.deepEqual(inProse('Tôi là người chăm sóc gia đình'), [])
  })
})

describe('skills policy', () => {
  test('certificates are not skills; the language counts when the CV names it', () => {
    assert.deepEqual(inProse('Tiếng Trung (HSK 5), JLPT N3, TOEIC 800'), ['Chinese'])
    assert.deepEqual(inProse('ISTQB Foundation, MOS Excel, AWS Certified Developer'), ['Microsoft Excel', 'AWS'])
  })

  test('a language word used as an adjective of another noun is not the language', () => {
    assert.deepEqual(inProse('Handled claims for a Korean retailer and German suppliers'), [])
    assert.deepEqual(inProse('Korean language (TOPIK 4), German B2'), ['Korean', 'German'])
  })

  test('common skills of non-IT jobs are in the dictionary', () => {
    assert.deepEqual(inProse('Sơ cứu, chăm sóc bệnh nhân, quản lý lớp học'), ['First Aid', 'Patient Care', 'Classroom Management'])
    assert.deepEqual(inProse('User stories, test case design, cost estimation, LinkedIn Recruiter, SAP2000, AutoCAD'), [
      'User Stories',
      'Test Case Design',
      'Cost Estimation',
      'LinkedIn Recruiter',
      'SAP2000',
      'AutoCAD',
    ])
  })
})
