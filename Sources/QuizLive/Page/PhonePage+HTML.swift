extension PhonePage {
    /// The page in `words`' language: one section per view, the script shows one at a time; the script's lines
    /// ride along in a JSON block (a data block, which no policy treats as a script).
    static func html(_ words: PhoneWords) -> String {
        """
        <!doctype html>
        <html lang="\(words.language)" dir="\(words.direction)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>TiltQuiz · \(words.html("mode.live"))</title>
        <link rel="stylesheet" href="/live.css">
        <script id="words" type="application/json">\(words.scriptBlock)</script>
        <script src="/live.js" defer></script>
        </head>
        <body>
        <main>
        <p id="me" class="bar" hidden><span id="who"></span> <span id="score"></span></p>
        <section id="join">
        <h1>\(words.html("mode.live"))</h1>
        <form id="join-form" novalidate>
        <label for="pin">\(words.html("phone.pin_label"))</label>
        <input id="pin" name="pin" inputmode="numeric" autocomplete="off" maxlength="4" pattern="[0-9]{4}" dir="ltr" required>
        <label for="name">\(words.html("phone.name_label"))</label>
        <input id="name" name="name" autocomplete="nickname" maxlength="40" dir="auto" required>
        <div id="account">
        <label for="password">\(words.html("phone.password_label"))</label>
        <input id="password" name="password" type="password" autocomplete="current-password" maxlength="200" dir="ltr">
        <p class="hint">\(words.html("phone.password_hint"))</p>
        </div>
        <p id="account-insecure" class="hint" hidden>\(words.html("phone.password_needs_secure"))</p>
        <button type="submit" class="big">\(words.html("phone.join"))</button>
        </form>
        </section>
        <section id="lobby" hidden>
        <h1 id="hello"></h1>
        <p>\(words.html("phone.in_round"))</p>
        <p id="count"></p>
        </section>
        <section id="question" hidden>
        <p class="bar"><span id="number"></span> <span id="timer" aria-live="off"></span></p>
        <h1 id="text" dir="auto"></h1>
        <p id="tilt" hidden></p>
        <div id="options"></div>
        <button type="button" id="speak" class="quiet" hidden>\(words.html("phone.read_aloud"))</button>
        <p id="sent" aria-live="polite"></p>
        </section>
        <section id="result" hidden>
        <h1 id="verdict"></h1>
        <p id="right" class="answer"></p>
        <p id="gain"></p>
        <p id="place"></p>
        </section>
        <section id="podium" hidden>
        <h1 id="final"></h1>
        <ol id="top"></ol>
        </section>
        <section id="gone" hidden>
        <h1>\(words.html("phone.goodbye"))</h1>
        </section>
        <p id="status" role="status" aria-live="polite"></p>
        </main>
        </body>
        </html>

        """
    }
}
