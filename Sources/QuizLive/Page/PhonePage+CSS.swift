extension PhonePage {
    /// The stylesheet: large type, buttons at least 48 px high (the answers 72), the answers' shapes in the
    /// colours of `LiveShape`.
    static let stylesheet = """
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font: 18px/1.4 system-ui, sans-serif; background: #101828; color: #fff; }
        main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.5rem; overflow-wrap: anywhere; }
        label { display: block; margin: 1rem 0 .25rem; }
        input { width: 100%; min-height: 48px; font-size: 1.25rem; padding: .5rem; border-radius: .5rem; border: 0; }
        button { min-height: 48px; font: inherit; border: 0; border-radius: .5rem; color: #fff; cursor: pointer;
          -webkit-tap-highlight-color: transparent; }
        button:active:enabled { filter: brightness(1.25); }
        button.big { width: 100%; margin-top: 1.5rem; background: #5b3cc4; font-size: 1.25rem; }
        button.quiet { width: 100%; margin-top: .75rem; background: #2b3752; }
        #options { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
        #options button { min-height: 72px; display: flex; align-items: center; gap: .5rem; padding: .5rem;
          text-align: start; overflow-wrap: anywhere; }
        #options button svg, .answer svg { flex: none; width: 32px; height: 32px; }
        .answer { display: flex; align-items: center; gap: .5rem; padding: .5rem; border-radius: .5rem;
          overflow-wrap: anywhere; }
        #me { margin: 0 0 .5rem; color: #c8d0e0; } #who { overflow-wrap: anywhere; } #score { flex: none; }
        #top li.me { font-weight: bold; }
        #options button[aria-pressed="true"] { outline: 4px solid #fff; }
        #options button:disabled { opacity: .55; }
        #options button:disabled[aria-pressed="true"] { opacity: 1; }
        .triangle { background: #C0162C; } .diamond { background: #1259B8; }
        .circle { background: #8A6100; } .square { background: #1E7B1E; }
        .bar { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; }
        #timer { font-weight: bold; font-size: 1.5rem; }
        #status { min-height: 1.5em; color: #ffd27a; }
        #tilt { color: #c8d0e0; margin: 0 0 .75rem; }
        .hint { color: #c8d0e0; font-size: .9rem; margin: .25rem 0 0; }
        ol { padding-inline-start: 1.5rem; } li { overflow-wrap: anywhere; }

        """
}
