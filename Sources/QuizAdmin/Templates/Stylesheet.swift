/// The admin's one stylesheet, served at `/admin.css` by the binary (no CDN, no inline style).
enum Stylesheet {
    static let text = """
        :root { color-scheme: light dark; --accent: #2b6cb0; --danger: #c53030; }
        body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
        header.top { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: .5rem 1rem;
          background: var(--accent); color: #fff; }
        header.top a { color: #fff; margin-right: 1rem; }
        .brand { font-weight: bold; }
        .logout { margin-left: auto; display: flex; gap: .5rem; align-items: center; }
        main { padding: 1rem; max-width: 70rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #8884; }
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
        .days a { white-space: nowrap; }
        form.confirm { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
        @media (max-width: 40rem) {
          main { padding: .75rem; }
          header.top { gap: .5rem 1rem; }
          table { display: block; overflow-x: auto; white-space: nowrap; }
          th, td { padding: .3rem .4rem; }
          dl.record { gap: .2rem .8rem; }
        }

        """
}
