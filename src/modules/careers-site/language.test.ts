import assert from 'node:assert/strict'
import { test } from 'node:test'
import { chooseLanguage, fromAcceptLanguage } from './language.ts'

test('Accept-Language: the first language the site has, by weight, then by order', () => {
  assert.equal(fromAcceptLanguage('en-US,en;q=0.9'), 'en')
  assert.equal(fromAcceptLanguage('fr, vi;q=0.3, en;q=0.2'), 'vi')
  assert.equal(fromAcceptLanguage('en;q=0.5, vi'), 'vi')
  assert.equal(fromAcceptLanguage('en;q=0, vi;q=0.1'), 'vi')
  assert.equal(fromAcceptLanguage('VI-vn'), 'vi')
  assert.equal(fromAcceptLanguage('*'), undefined)
  assert.equal(fromAcceptLanguage('de, fr'), undefined)
  assert.equal(fromAcceptLanguage(''), undefined)
  assert.equal(fromAcceptLanguage('en;q=abc, vi;q=0.5'), 'en', 'a malformed weight is ignored, as if absent')
})

test('the switch beats the cookie, the cookie beats the browser, Vietnamese is the default', () => {
  assert.deepEqual(chooseLanguage({ query: 'en', cookie: 'vi', acceptLanguage: 'vi' }), { language: 'en', chosen: true })
  assert.deepEqual(chooseLanguage({ query: 'xx', cookie: 'en', acceptLanguage: 'vi' }), { language: 'en', chosen: false })
  assert.deepEqual(chooseLanguage({ cookie: 'zz', acceptLanguage: 'en' }), { language: 'en', chosen: false })
  assert.deepEqual(chooseLanguage({}), { language: 'vi', chosen: false })
})
