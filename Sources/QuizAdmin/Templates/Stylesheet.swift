/// The admin's one stylesheet, served at `/admin.css` by the binary (no CDN, no inline style). On a screen
/// narrower than 40rem (a phone) every table becomes stacked rows: a row a block, each cell under the one
/// before, named by its `data-label` (the column's heading), so nothing scrolls sideways.
enum Stylesheet {
    static let text = """
        :root { color-scheme: light dark; --accent: #2b6cb0; --danger: #c53030; }
        body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
        header.top { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: .5rem 1rem;
          background: var(--accent); color: #fff; }
        header.top a { color: #fff; margin-inline-end: 1rem; }
        .brand { font-weight: bold; }
        nav.languages { font-size: .85rem; }
        nav.languages strong { margin-inline-end: 1rem; }
        .logout { margin-inline-start: auto; display: flex; gap: .5rem; align-items: center; }
        main { padding: 1rem; max-width: 70rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: start; padding: .3rem .6rem; border-bottom: 1px solid #8884; }
        form.search, .actions { display: flex; flex-wrap: wrap; gap: .8rem; align-items: end; margin-bottom: 1rem; }
        form.login { display: grid; gap: .8rem; max-width: 22rem; }
        form.login label { display: grid; }
        input, select, button { font: inherit; padding: .3rem .5rem; }
        button { cursor: pointer; }
        button.danger { background: var(--danger); color: #fff; border: 0; }
        .error { color: var(--danger); font-weight: bold; }
        .banned { color: var(--danger); }
        .figures { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; padding: 0; }
        .figures li { border: 1px solid #8886; padding: .5rem 1rem; }
        .figures span { display: block; font-size: 1.6rem; font-weight: bold; }
        dl.record { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
        dl.record dt { font-weight: bold; }
        .hint { opacity: .8; }
        img.avatar { float: inline-end; border-radius: 50%; border: 1px solid #8886; }
        form.inline { display: inline; }
        tr.total th, tr.total td { font-weight: bold; }
        form.edit { display: grid; gap: .8rem; max-width: 44rem; }
        form.edit label, form.edit fieldset { display: grid; gap: .3rem; }
        form.edit label.check { display: flex; gap: .5rem; align-items: center; }
        textarea { font: inherit; min-height: 4rem; }
        textarea, input { unicode-bidi: plaintext; }
        code { direction: ltr; unicode-bidi: isolate; }
        form.settings textarea { font: 14px/1.4 ui-monospace, monospace; width: 100%; box-sizing: border-box; }
        .answer { display: inline-block; border: 1px solid #8886; padding: 0 .4rem; margin: 0 0 .2rem;
          margin-inline-end: .2rem; }
        svg.chart { width: 100%; max-width: 40rem; height: auto; font: 13px system-ui, sans-serif; }
        svg.chart text { fill: currentColor; }
        svg.chart rect.bar { fill: #8889; }
        svg.chart rect.bar.right { fill: var(--accent); }
        progress { width: 100%; max-width: 40rem; height: 1.5rem; }
        tr.error td { color: var(--danger); }
        form.settings { display: grid; gap: 1rem; }
        form.settings label { display: grid; gap: .2rem; }
        form.settings button { justify-self: start; }
        .saved { color: #2f855a; font-weight: bold; }
        .days a { white-space: nowrap; }
        form.confirm { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
        @media (max-width: 40rem) {
          main { padding: .75rem; }
          header.top { gap: .5rem 1rem; }
          table, thead, tbody, tr, th, td { display: block; }
          thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
          tr { border-bottom: 1px solid #8886; padding: .4rem 0; }
          th, td { border: 0; padding: .1rem 0; overflow-wrap: anywhere; }
          td:empty { display: none; }
          td[data-label]::before { content: attr(data-label) ": "; font-weight: bold; }
          dl.record { gap: .2rem .8rem; }
          dl.record dd { min-width: 0; overflow-wrap: anywhere; }
          p, li, label { overflow-wrap: anywhere; }
          input:not([type=checkbox]), select, textarea { max-width: 100%; box-sizing: border-box; }
        }

        """
}
