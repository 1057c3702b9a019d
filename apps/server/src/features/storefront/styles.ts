/**
 * The storefront's stylesheet, inline in each page (about 3 KB): system fonts, the app's indigo,
 * light and dark by the reader's setting, contrast of at least 4.5:1 for every text.
 */
export const STOREFRONT_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1b1e;--muted:#495057;--line:#dee2e6;--soft:#f1f3f5;--accent:#364fc7;--on-accent:#fff;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5}
@media (prefers-color-scheme:dark){:root{--bg:#1a1b1e;--fg:#f1f3f5;--muted:#c1c2c5;--line:#373a40;--soft:#25262b;--accent:#91a7ff;--on-accent:#1a1b1e}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font-size:1rem}
a{color:var(--accent)}
img{max-width:100%;height:auto;display:block;background:var(--soft)}
.wrap{max-width:1120px;margin:0 auto;padding:0 1rem}
.skip{position:absolute;left:-9999px}
.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:1}
.top{border-bottom:1px solid var(--line)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem;flex-wrap:wrap}
.bar ul,.foot ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0;flex-wrap:wrap}
.bar a,.foot a{display:inline-block;padding:.5rem 0}.bar .button{padding:.5rem .9rem;min-height:0;margin:0}
.brand{font-weight:800;font-size:1.25rem;text-decoration:none;color:var(--fg)}
main{display:block}figure{margin:0}blockquote{margin:0 0 .5rem;font-size:1.05rem}blockquote::before{content:open-quote}blockquote::after{content:close-quote}figcaption{margin-top:.25rem}
section{padding:2.5rem 0}
section+section{border-top:1px solid var(--line)}
h1{font-size:clamp(1.9rem,5vw,3rem);line-height:1.15;margin:.25rem 0 1rem}
h2{font-size:1.6rem;margin:0 0 1rem}
h3{font-size:1.15rem;margin:.5rem 0}
.lead{font-size:1.2rem;color:var(--muted);max-width:40rem}
.muted{color:var(--muted)}
.hero{padding:3rem 0}
.button{display:inline-block;background:var(--accent);color:var(--on-accent);padding:.75rem 1.25rem;border-radius:.5rem;font-weight:700;text-decoration:none;min-height:48px;margin:.25rem .5rem .25rem 0}
.button.quiet{background:transparent;color:var(--accent);border:2px solid var(--accent)}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(220px,45%),1fr));gap:1rem;list-style:none;margin:0;padding:0}
.card a{display:flex;flex-direction:column;gap:.25rem;text-decoration:none;color:var(--fg);border:1px solid var(--line);border-radius:.5rem;overflow:hidden;height:100%}
.card img{aspect-ratio:16/9;width:100%;object-fit:cover}
.card-title{font-weight:700;padding:.5rem .75rem 0}
.card .muted{padding:0 .75rem .75rem}
.features{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:1rem;list-style:none;padding:0;margin:0}
.features li{background:var(--soft);border-radius:.5rem;padding:1rem}
.plans{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:1rem;list-style:none;padding:0;margin:0}
.plan{border:1px solid var(--line);border-radius:.75rem;padding:1.25rem;display:flex;flex-direction:column;gap:.25rem}.plan .button{margin-top:auto;text-align:center}
.plan.best{border:2px solid var(--accent)}
.plan-name{font-size:1.15rem;margin:.5rem 0}.price{font-size:2rem;font-weight:800}
.badge{align-self:flex-start;display:inline-block;background:var(--soft);border-radius:1rem;padding:.1rem .6rem;font-size:.9rem;font-weight:600}
.people{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(180px,45%),1fr));gap:1rem;list-style:none;padding:0;margin:0}
.people a{display:flex;flex-direction:column;align-items:center;text-align:center;gap:.25rem;text-decoration:none;color:var(--fg)}
.people img,.avatar{width:112px;height:112px;border-radius:50%;object-fit:cover}
.split{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:2rem;align-items:start}
@media (max-width:800px){.split{grid-template-columns:1fr}}
.split h2{margin-top:1.5rem}.weeks{margin-top:1rem}.poster{height:auto;max-width:100%;border-radius:.75rem;aspect-ratio:16/9;width:100%;object-fit:cover}
.weeks{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.weeks>li{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem}
.weeks ol{margin:.25rem 0 0;padding-left:1.25rem}
details{border-bottom:1px solid var(--line);padding:.75rem 0}
summary{cursor:pointer;font-weight:700;min-height:24px}
.foot{border-top:1px solid var(--line);padding:1.5rem 0;margin-top:2rem;color:var(--muted)}
.crumbs{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem;padding:0;margin:1.5rem 0 0}
.crumbs li+li::before{content:"/";margin-right:.5rem;color:var(--muted)}
`
  .replace(/\n/g, '')
  .trim();
