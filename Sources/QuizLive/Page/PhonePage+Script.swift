extension PhonePage {
    /// The script: the socket (docs/live.md), the token kept in the page's storage so that a reload or a lost
    /// network comes back as the same player, the countdown, and the views. Text only through `textContent`;
    /// every line from the page's words (`PhoneWords`), in the page's language.
    static let script = #"""
        "use strict";
        (function () {
          var SHAPES = ["triangle", "diamond", "circle", "square"];
          var WORDS = JSON.parse(document.getElementById("words").textContent);
          var NAMES = WORDS.shapes;
          var LANGUAGE = document.documentElement.lang || "en";
          var plurals = window.Intl && typeof Intl.PluralRules === "function" ? new Intl.PluralRules(LANGUAGE) : null;
          var PATHS = ["M16 3 L30 28 L2 28 Z", "M16 2 L30 16 L16 30 L2 16 Z", "", "M4 4 H28 V28 H4 Z"];
          var KEY = "tiltquiz-live";
          var socket = null, kept = load(), ended = false, deadline = 0, timer = 0, current = -1, options = [];
          // The languages of the question on view and of its answers (a statement's True and False are the page's).
          var textLanguage = LANGUAGE, optionsLanguage = LANGUAGE;
          var $ = function (id) { return document.getElementById(id); };
          // The browser's own speech synthesis reads the question and its answers aloud, where it has one.
          var voice = "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";

          function load() { try { return JSON.parse(localStorage.getItem(KEY)) || null; } catch (e) { return null; } }
          function keep(value) { kept = value; try { localStorage.setItem(KEY, JSON.stringify(value)); } catch (e) {} }
          function forget() { kept = null; try { localStorage.removeItem(KEY); } catch (e) {} }
          function status(text) { $("status").textContent = text || ""; }
          // A number as the language groups its digits (Latin digits, as on the big screen).
          function number(value) {
            var digits = String(Math.abs(value));
            if (digits.length >= WORDS.groupFrom) digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, WORDS.group);
            return (value < 0 ? "-" : "") + digits;
          }
          // A line with its {placeholders} filled; a plural line's form chosen by `values.count` (CLDR's
          // categories, as the browser's Intl.PluralRules names them).
          function fill(line, values) {
            values = values || {};
            if (line && typeof line === "object") {
              line = line[plurals ? plurals.select(values.count || 0) : "other"] || line.other;
            }
            return String(line || "").replace(/\{([a-z_]+)\}/g, function (whole, name) {
              if (!(name in values)) return whole;
              return typeof values[name] === "number" ? number(values[name]) : String(values[name]);
            });
          }
          function say(name, values) { return fill(WORDS.lines[name], values); }
          function refusal(m) { return WORDS.refusals[m.reason] ? fill(WORDS.refusals[m.reason], m.values) : m.message; }
          function show(id) {
            ["join", "lobby", "question", "result", "podium", "gone"].forEach(function (view) {
              $(view).hidden = view !== id;
            });
            $("me").hidden = id === "join" || id === "gone";
          }
          // A message sent while the socket is not open (a tap before it connected, or while it reconnects) waits
          // and goes as soon as it opens: the last one only, after the rejoin.
          var waiting = null;
          function send(message) {
            if (socket && socket.readyState === 1) { socket.send(JSON.stringify(message)); return true; }
            waiting = message;
            status(say("notConnected"));
            return true;
          }

          function connect() {
            var scheme = location.protocol === "https:" ? "wss://" : "ws://";
            // The page's language goes with the socket: the host asks this phone in it when a question has it.
            socket = new WebSocket(scheme + location.host + "/ws?language=" + encodeURIComponent(LANGUAGE));
            socket.onopen = function () {
              status("");
              if (kept && kept.token) send({ type: "rejoin", pin: kept.pin, token: kept.token });
              if (waiting) {
                var message = waiting;
                waiting = null;
                send(message);
              }
            };
            socket.onmessage = function (event) {
              var message;
              try { message = JSON.parse(event.data); } catch (e) { return; }
              if (handlers[message.type]) handlers[message.type](message);
            };
            socket.onclose = function () {
              socket = null;
              if (ended) return;
              status(say("reconnecting"));
              setTimeout(connect, 2000);
            };
          }

          function shape(index) {
            var ns = "http://www.w3.org/2000/svg", svg = document.createElementNS(ns, "svg"), mark;
            svg.setAttribute("viewBox", "0 0 32 32");
            svg.setAttribute("aria-hidden", "true");
            if (index === 2) {
              mark = document.createElementNS(ns, "circle");
              mark.setAttribute("cx", "16"); mark.setAttribute("cy", "16"); mark.setAttribute("r", "13");
            } else {
              mark = document.createElementNS(ns, "path");
              mark.setAttribute("d", PATHS[index]);
            }
            mark.setAttribute("fill", "#fff");
            svg.appendChild(mark);
            return svg;
          }

          function score(points) { $("score").textContent = say("points", { count: points }); }

          function countdown() {
            var left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
            $("timer").textContent = say("seconds", { seconds: left });
            if (left > 0) timer = setTimeout(countdown, 250);
          }

          function speak(text, language) {
            var utterance = new window.SpeechSynthesisUtterance(text);
            utterance.lang = language;
            window.speechSynthesis.speak(utterance);
          }

          // The question and its answers with their shapes, each in its own language's voice: one line when all is
          // in the page's language; else the question, then each shape (the page's) and its answer.
          function readAloud() {
            var question = $("text").textContent;
            var line = /[.?!]$/.test(question) ? question : question + ".";
            window.speechSynthesis.cancel();
            if (textLanguage === LANGUAGE && optionsLanguage === LANGUAGE) {
              speak(line + " " + options.map(function (text, index) {
                return say("option", { shape: NAMES[index], answer: text }) + ".";
              }).join(" "), LANGUAGE);
              return;
            }
            speak(line, textLanguage);
            options.forEach(function (text, index) {
              speak(NAMES[index], LANGUAGE);
              speak(text + ".", optionsLanguage);
            });
          }

          // Tilt for a two-answer question (docs/live.md): the phone's left/right tilt (DeviceOrientation's
          // gamma) from where it was held when the question came, past 25 degrees for 0.6 s, answers the button
          // on that side (a right-to-left page has the first on the right; a true/false statement keeps true on
          // the left in every language, as the tilt game does). Browsers give the sensor only to a secure page
          // (https, or the machine's own loopback).
          var TILT_DEGREES = 25, TILT_HOLD_MS = 600;
          var tilting = null;
          var canTilt = window.isSecureContext && "DeviceOrientationEvent" in window;
          function startTilt(count) {
            tilting = null;
            $("tilt").hidden = count !== 2;
            if (count !== 2) return;
            if (!canTilt) {
              $("tilt").textContent = say("tiltNeedsSecure");
              return;
            }
            var first = getComputedStyle($("options")).direction === "rtl" ? 1 : 0;
            $("tilt").textContent = say("tiltHow", { left: options[first], right: options[1 - first] });
            delete $("tilt").dataset.level;
            tilting = { level: null, side: -1, hold: 0, first: first };
          }
          function tilted(event) {
            if (!tilting || event.gamma === null || event.gamma === undefined) return;
            if (tilting.level === null) {
              tilting.level = event.gamma;
              $("tilt").dataset.level = "held";
              return;
            }
            var lean = event.gamma - tilting.level;
            // The button on the side leaned to: left is the first laid out, right the second.
            var side = lean <= -TILT_DEGREES ? tilting.first : lean >= TILT_DEGREES ? 1 - tilting.first : -1;
            if (side === tilting.side) return;
            tilting.side = side;
            clearTimeout(tilting.hold);
            if (side < 0) return;
            // Held there: a sensor that reports only changes sends nothing more while the phone stays put.
            var state = tilting;
            state.hold = setTimeout(function () {
              if (tilting === state && state.side === side) { tilting = null; choose(side); }
            }, TILT_HOLD_MS);
          }
          function askForTilt() {
            // iOS asks the player once, from a tap: the Join button's.
            var ask = window.DeviceOrientationEvent && window.DeviceOrientationEvent.requestPermission;
            if (canTilt && typeof ask === "function") ask.call(window.DeviceOrientationEvent).catch(function () {});
          }

          function choose(index) {
            if (tilting) clearTimeout(tilting.hold);
            tilting = null;
            $("sent").textContent = say("sending");
            send({ type: "answer", question: current, option: index });
            var buttons = $("options").children;
            for (var i = 0; i < buttons.length; i++) {
              buttons[i].disabled = true;
              buttons[i].setAttribute("aria-pressed", i === index ? "true" : "false");
            }
          }

          var handlers = {
            welcome: function (m) {
              keep({ pin: kept && kept.pin ? kept.pin : $("pin").value, token: m.token, name: m.name });
              status("");
              $("hello").textContent = say("hello", { name: m.name });
              $("who").textContent = m.name;
              score(m.points);
            },
            refused: function (m) {
              if (m.reason === "not-in-round" || m.reason === "wrong-pin" && kept && kept.token) {
                forget();
                show("join");
              }
              if (m.reason === "kicked") { ended = true; forget(); show("gone"); }
              if (!$("question").hidden) $("sent").textContent = refusal(m);
              status(refusal(m));
            },
            lobby: function (m) {
              show("lobby");
              $("count").textContent = say("players", { count: m.players });
            },
            question: function (m) {
              show("question");
              current = m.question;
              // A true/false statement's answers in the page's language; other answers as the host sent them (in the
              // page's language when the question has it there, docs/live.md).
              options = m.statement ? [say("true"), say("false")] : m.options;
              // The language the host sent the question in (the page's, or the round's when it has no translation).
              textLanguage = m.language || LANGUAGE;
              optionsLanguage = m.statement ? LANGUAGE : textLanguage;
              $("number").textContent = say("questionOf", { number: m.question + 1, count: m.count });
              $("text").textContent = m.text;
              $("text").lang = textLanguage;
              var box = $("options");
              box.textContent = "";
              // A statement's true and false keep their sides in every language (true on the left).
              box.dir = m.statement ? "ltr" : "";
              options.forEach(function (text, index) {
                var button = document.createElement("button");
                var label = document.createElement("span");
                button.type = "button";
                button.className = SHAPES[index];
                // Within its button a statement's word still reads in the page's direction.
                if (m.statement) button.dir = document.documentElement.dir || "ltr";
                button.setAttribute("aria-label", say("option", { shape: NAMES[index], answer: text }));
                button.appendChild(shape(index));
                label.textContent = text;
                label.lang = optionsLanguage;
                label.dir = "auto";
                button.appendChild(label);
                button.addEventListener("click", function () { choose(index); });
                if (m.answered !== null) {
                  button.disabled = true;
                  button.setAttribute("aria-pressed", index === m.answered ? "true" : "false");
                }
                box.appendChild(button);
              });
              $("speak").hidden = !voice;
              startTilt(m.answered === null ? options.length : 0);
              $("sent").textContent = m.answered !== null ? say("answerSent") : "";
              clearTimeout(timer);
              deadline = performance.now() + m.remaining * 1000;
              countdown();
            },
            counted: function () { $("sent").textContent = say("waitForResults"); },
            result: function (m) {
              clearTimeout(timer);
              if (tilting) clearTimeout(tilting.hold);
              tilting = null;
              show("result");
              $("verdict").textContent = say(m.answered === null ? "noAnswer" : m.correct ? "right" : "wrong");
              $("gain").textContent = say(m.bonus > 0 ? "gainedWithBonus" : "gained",
                { count: m.points, bonus: m.bonus, total: m.total });
              $("place").textContent = say("place", { place: m.place, players: m.players });
              var right = $("right");
              right.textContent = "";
              right.className = "answer " + SHAPES[m.right];
              right.appendChild(shape(m.right));
              right.appendChild(document.createTextNode(say("theAnswer",
                { answer: m.question === current && options[m.right] !== undefined ? options[m.right] : NAMES[m.right] })));
              score(m.total);
            },
            podium: function (m) {
              clearTimeout(timer);
              show("podium");
              $("final").textContent = say("finished", { place: m.place, players: m.players, count: m.points });
              score(m.points);
              var list = $("top");
              list.textContent = "";
              m.top.forEach(function (entry) {
                var item = document.createElement("li");
                item.value = entry.rank;
                if (kept && entry.name === kept.name) item.className = "me";
                item.textContent = say("podiumRow", { name: entry.name, points: entry.points });
                list.appendChild(item);
              });
            },
            kicked: function () { ended = true; forget(); show("gone"); status(fill(WORDS.refusals.kicked)); },
            error: function (m) { status(m.message); }
          };

          document.addEventListener("DOMContentLoaded", function () {
            var pin = new URLSearchParams(location.search).get("pin");
            if (pin) $("pin").value = pin;
            $("join-form").addEventListener("submit", function (event) {
              event.preventDefault();
              var typed = $("pin").value.trim();
              if (!/^[0-9]{4}$/.test(typed)) { status(say("pinDigits")); return; }
              askForTilt();
              kept = { pin: typed };
              // With a password (only on a secure page), the name is the account's username.
              var password = window.isSecureContext ? $("password").value : "";
              $("password").value = "";
              if (password) send({ type: "login", pin: typed, username: $("name").value, password: password });
              else send({ type: "join", pin: typed, name: $("name").value });
            });
            // A password is never sent over plain http: the page offers the log-in only when it is secure.
            $("account").hidden = !window.isSecureContext;
            $("account-insecure").hidden = window.isSecureContext;
            $("speak").addEventListener("click", readAloud);
            if (canTilt) window.addEventListener("deviceorientation", tilted);
            show("join");
            connect();
          });
        })();

        """#
}
