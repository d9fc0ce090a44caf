import { createHash } from 'node:crypto'

/**
 * The career site's one stylesheet, the same for every company: their colours come as custom
 * properties from the page itself (theme.ts). Kept in code rather than a .css file so that the
 * compiled service carries it too.
 */
const SITE_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--font);font-size:1rem;line-height:1.55;color:var(--text);background:var(--bg)}
a{color:var(--link);text-underline-offset:.15em}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.top :focus-visible{outline-color:currentColor}
.skip{position:absolute;left:.5rem;top:-4rem;z-index:9;padding:.5rem 1rem;background:var(--bg);color:var(--link);font-weight:600}
.skip:focus{top:.5rem}
.wrap{max-width:60rem;margin:0 auto;padding:0 1rem}
.top{background:var(--brand);color:var(--on-brand)}
.top .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem;padding-block:.75rem}
.brand{display:flex;align-items:center;gap:.75rem;color:inherit;text-decoration:none;font-weight:700;font-size:1.15rem}
.brand img{height:2.5rem;width:auto;border-radius:4px;background:#fff}
.langs{display:flex;gap:1rem;list-style:none;margin:0;padding:0}
.langs a{color:inherit;display:inline-block;padding:.25rem 0}
.banner{display:block;width:100%;height:14rem;object-fit:cover}
main{display:block;padding-bottom:2rem}
h1{font-size:2rem;line-height:1.2;margin:1.5rem 0 .5rem}
h2{font-size:1.4rem;margin:2rem 0 .75rem}
.tagline{font-size:1.2rem;margin:0 0 1rem;color:var(--muted)}
.rich img{max-width:100%;height:auto}
.rich table{border-collapse:collapse}.rich td,.rich th{border:1px solid var(--muted);padding:.25rem .5rem}
label,.label{display:block;font-weight:600;margin-bottom:.25rem}
input,select,textarea{font:inherit;color:var(--text);background:var(--bg);border:2px solid var(--muted);border-radius:4px;padding:.5rem;width:100%}
textarea{min-height:8rem}
button{font:inherit;font-weight:600;cursor:pointer;background:var(--brand);color:var(--on-brand);border:2px solid var(--brand);border-radius:4px;padding:.55rem 1.2rem}
.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:.75rem 1rem;align-items:end;padding:1rem;border:1px solid var(--muted);border-radius:6px}
.filters .actions{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
.count{font-weight:600;margin:1.25rem 0 0}
.jobs{list-style:none;padding:0;margin:0}
.jobs li{border-bottom:1px solid var(--muted);padding:1rem 0}
.jobs h3{margin:0 0 .25rem;font-size:1.2rem}
.meta{color:var(--muted);margin:0}
.pages ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:1.5rem 0}
.pages a,.pages span{display:inline-block;min-width:2.75rem;padding:.4rem .75rem;border:1px solid var(--muted);border-radius:4px;text-align:center}
.pages [aria-current]{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}
.facts dt{font-weight:600}.facts dd{margin:0}
.apply{border-top:2px solid var(--muted);margin-top:2rem}
.apply form{max-width:36rem}
.field{margin:0 0 1.25rem}
.hint{color:var(--muted);margin:0 0 .35rem}
.error{color:var(--error);font-weight:600;margin:0 0 .35rem}
[aria-invalid=true]{border-color:var(--error)}
.summary{border:3px solid var(--error);border-radius:4px;padding:1rem 1.25rem;margin:1rem 0 1.5rem}
.summary h2{margin:0 0 .5rem;font-size:1.25rem}
.summary ul{margin:0;padding-left:1.25rem}
.check{display:flex;gap:.75rem;align-items:flex-start}
.check input{width:1.5rem;height:1.5rem;margin:.1rem 0 0;flex:none}
.check label{font-weight:400}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
footer{border-top:1px solid var(--muted);padding-block:1.25rem;font-size:.95rem}
`

/** Named by its content: a changed stylesheet is a new URL, so browsers may keep each one for good. */
export const STYLESHEET = {
  file: `site.${createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 12)}.css`,
  css: SITE_CSS,
  etag: `"${createHash('sha256').update(SITE_CSS).digest('base64url').slice(0, 22)}"`,
}
