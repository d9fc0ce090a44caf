import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { findEmails, findPhones } from './contacts.ts'
import { extractCv } from './extract-cv.ts'
import { cvDocument, TODAY } from './document.fixtures.ts'

describe('phones', () => {
  test('every Vietnamese way of writing a mobile number is one E.164 number', () => {
    for (const written of [
      '0912 345 678',
      '0912.345.678',
      '0912-345-678',
      '0912345678',
      '+84 912 345 678',
      '+84912345678',
      '(+84) 91-234-5678',
      '(84) 912 345 678',
      '84 912 345 678',
      '0084 912 345 678',
      '+84 (0) 912 345 678',
    ]) {
      assert.deepEqual(findPhones(written), ['+84912345678'], written)
    }
  })

  test('after the labels CVs use', () => {
    for (const label of ['Điện thoại:', 'ĐT:', 'SĐT:', 'Số điện thoại:', 'Phone:', 'Mobile:', 'Tel:', 'Tel.', 'Hotline/Zalo:']) {
      assert.deepEqual(findPhones(`${label} 0987 654 321`), ['+84987654321'], label)
    }
  })

  test('landlines with their area code', () => {
    assert.deepEqual(findPhones('Tel: 024 3869 2222'), ['+842438692222'])
  })

  test('dates, year ranges, ID and tax numbers are not phones', () => {
    for (const text of [
      '01/2018 - 12/2019',
      '2014 - 2018',
      '03.2019 - 05.2021',
      '15/03/2020',
      'CCCD: 001203012345',
      'CMND: 012345678',
      'MST: 0101234567',
      'Doanh số 1.200.000.000 đồng',
      'GPA 3.45/4.0',
    ]) {
      assert.deepEqual(findPhones(text), [], text)
    }
  })

  test('two numbers on one line are both found, in order', () => {
    assert.deepEqual(findPhones('0912 345 678 / 0987.654.321'), ['+84912345678', '+84987654321'])
  })
})

describe('e-mails', () => {
  test('lowercased, after labels, inside punctuation', () => {
    assert.deepEqual(findEmails('Email: Nguyen.Van.An@Gmail.COM'), ['nguyen.van.an@gmail.com'])
    assert.deepEqual(findEmails('E-mail: an@fpt.edu.vn.'), ['an@fpt.edu.vn'])
    assert.deepEqual(findEmails('Thư điện tử: (binh_tt+cv@yahoo.com.vn)'), ['binh_tt+cv@yahoo.com.vn'])
    assert.deepEqual(findEmails('mailto:a.b@c.io | other@d.co'), ['a.b@c.io', 'other@d.co'])
  })

  test('not an address: handles, bare domains, missing top-level domain', () => {
    assert.deepEqual(findEmails('@nguyenvanan on Twitter'), [])
    assert.deepEqual(findEmails('an@localhost'), [])
    assert.deepEqual(findEmails('an@example.c0m'), [])
    assert.deepEqual(findEmails('a@@b.com'), [])
  })

  test('a long hostile line is scanned in linear time', () => {
    const line = 'a'.repeat(50_000) + '@' + 'b.'.repeat(50_000)
    const started = performance.now()
    findEmails(line)
    assert.ok(performance.now() - started < 500)
  })
})

describe('contacts of a CV', () => {
  test("the first of each, a referee's never", () => {
    const doc = cvDocument([
      'Nguyễn Văn An',
      'Email: an.nguyen@gmail.com',
      'SĐT: 0912 345 678',
      'NGƯỜI THAM CHIẾU',
      'Ông Trần Văn B - Trưởng phòng',
      'Điện thoại: 0987 654 321 - Email: b.tran@abc.vn',
    ])
    const extracted = extractCv(doc, TODAY)
    assert.equal(extracted.email, 'an.nguyen@gmail.com')
    assert.equal(extracted.phone, '+84912345678')
  })

  test("only a referee's contacts: none for the candidate", () => {
    const doc = cvDocument(['Nguyễn Văn An', 'REFERENCES', 'Mr. John Doe, Manager', 'Phone: 0987 654 321', 'Email: john@abc.com'])
    const extracted = extractCv(doc, TODAY)
    assert.equal(extracted.email, null)
    assert.equal(extracted.phone, null)
  })
})
