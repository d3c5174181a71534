extension PhonePage {
    /// The page: one section per view, the script shows one at a time.
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>TiltQuiz live</title>
        <link rel="stylesheet" href="/live.css">
        <script src="/live.js" defer></script>
        </head>
        <body>
        <main>
        <p id="me" class="bar" hidden><span id="who"></span> <span id="score"></span></p>
        <section id="join">
        <h1>TiltQuiz live</h1>
        <form id="join-form" novalidate>
        <label for="pin">PIN on the big screen</label>
        <input id="pin" name="pin" inputmode="numeric" autocomplete="off" maxlength="4" pattern="[0-9]{4}" required>
        <label for="name">Your name</label>
        <input id="name" name="name" autocomplete="nickname" maxlength="40" required>
        <button type="submit" class="big">Join</button>
        </form>
        </section>
        <section id="lobby" hidden>
        <h1 id="hello"></h1>
        <p>You are in. The round starts on the big screen.</p>
        <p id="count"></p>
        </section>
        <section id="question" hidden>
        <p class="bar"><span id="number"></span> <span id="timer" aria-live="off"></span></p>
        <h1 id="text"></h1>
        <p id="tilt" hidden></p>
        <div id="options"></div>
        <button type="button" id="speak" class="quiet" hidden>Read aloud</button>
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
        <h1>Goodbye</h1>
        </section>
        <p id="status" role="status" aria-live="polite"></p>
        </main>
        </body>
        </html>

        """
}
