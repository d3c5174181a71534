#!/usr/bin/env python3
"""Writes TiltQuiz's sound effects to assets/sounds/ (16-bit mono WAV).

Made from sine tones with short envelopes, so the repository holds no sound
we did not make. Run again after changing a recipe.
"""
import math
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def tone(freqs, seconds, attack=0.004, decay=8.0, volume=0.5):
    """A sum of sine partials with a fast attack and exponential decay."""
    samples = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        value = sum(a * math.sin(2 * math.pi * f * t) for f, a in freqs)
        samples.append(volume * env * value)
    return samples


def sequence(*parts):
    out = []
    for part in parts:
        out.extend(part)
    return out


def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * scale * 32767)) for s in samples))


# A short wooden click: a card, a pack, a spinner's step.
write("tick", tone([(1800, 0.6), (3600, 0.25), (900, 0.3)], 0.045, attack=0.001, decay=90, volume=0.6))
# The tilt arrow's three stages as one tone a step higher each (E5, A5, E6): how far the tilt has gone, heard
# without looking at the screen.
for stage, pitch in enumerate([659, 880, 1319], start=1):
    write(f"stage{stage}", tone([(pitch, 1), (pitch * 2, 0.2)], 0.06, attack=0.002, decay=40, volume=0.5))
# Two rising notes for a right answer.
write("right", sequence(tone([(659, 1), (1318, 0.3)], 0.11, decay=14), tone([(988, 1), (1976, 0.3)], 0.28, decay=9)))
# A low falling pair for a wrong answer.
write("wrong", sequence(tone([(330, 1), (165, 0.5)], 0.13, decay=10), tone([(247, 1), (123, 0.5)], 0.3, decay=8)))
# Three descending buzzes when the trivia timer runs out.
write("timeup", sequence(
    tone([(523, 1), (261, 0.4)], 0.12, decay=12), tone([(440, 1), (220, 0.4)], 0.12, decay=12),
    tone([(349, 1), (174, 0.5)], 0.35, decay=6)))
