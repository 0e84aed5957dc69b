#!/usr/bin/python3
"""Anthem: public/media/anthem.mp3 and anthem.ogg, an original instrumental synthesised with SoX.

Composition (ours):
  Key D minor, 4/4, 92 BPM (one bar = 2.609 s), 24 bars plus a ringing final chord, about 66 s. It ends
  (SPEC: the player stops when the track ends; it does not loop).
  Harmony, one chord per bar, four-bar cycle i - VI - III - VII:
      Dm (A3 D4 F4 A4) | Bbmaj7 (Bb3 D4 F4 A4) | F (A3 C4 F4 A4) | C (G3 C4 E4 G4)
  and a closing cadence in bars 21-24: Gm (G3 Bb3 D4 G4) | Bbmaj7 | Asus4 -> A (A3 C#4 E4 A4) | Dm (D3 A3 D4 F4 A4).
  Form:
      bars  1-4   pad alone, fading in
      bars  5-8   + bass pulse (eighth notes on the root: D2 Bb1 F2 C2) and a soft kick on beats 1 and 3
      bars  9-12  + plucked arpeggio (chord tones an octave up, pattern 1-2-3-4-3-2-3-4) and an off-beat shaker
      bars 13-16  + counter-melody (bell): D5 . . C5 | Bb4 | A4 . . G4 | G4 . E4 .
      bars 17-20  main theme, kick on every beat:
                  A4 D5 E5 F5 | F5 . E5 D5 | C5 D5 A4 . | G4 A4 C5 E5
      bars 21-24  cadence:  D5 . Bb4 D5 | F5 . . E5 | E5 . C#5 . | D5 (held); drums and arpeggio drop out in bar 24
      tail        the final Dm chord rings out through the reverb and fades.
  Sounds: pad = four detuned sawtooth voices per note through two low-passes, chorus and reverb; bass = sine plus a
  quiet triangle an octave up, short envelope; kick = sine swept 120 -> 42 Hz; shaker = high-passed white noise;
  arpeggio = SoX 'pluck' with an eighth-note echo; bell = sine partials 1x, 2x, 3x with a fast decay.
  Mix: stereo, pad widened with a 12 ms inter-channel delay, arpeggio a little left, shaker a little right;
  fade in 4 s, fade out 5 s, peak-normalised to -1 dBFS.

Encoded with ffmpeg: MP3 (libmp3lame, 72 kb/s CBR, 44.1 kHz joint stereo) and Ogg Vorbis (q0, about 64 kb/s).
Deterministic: no random numbers; SoX's noise generator is seeded with -R.

Run: /usr/bin/python3 scripts/assets/anthem.py   (needs sox, ffmpeg with libmp3lame and libvorbis)
"""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from assetlib import BUILD, MEDIA, ensure_build, run

RATE = 44100
BPM = 92
BEAT = 60 / BPM
BAR = 4 * BEAT
BARS = 24
TAIL = 5.0
TOTAL = BARS * BAR + TAIL

CYCLE = [("Dm", [57, 62, 65, 69], 38), ("Bbmaj7", [58, 62, 65, 69], 34), ("F", [57, 60, 65, 69], 41),
         ("C", [55, 60, 64, 67], 36)]
CADENCE = [("Gm", [55, 58, 62, 67], 43), ("Bbmaj7", [58, 62, 65, 69], 34), ("A", [57, 61, 64, 69], 33),
           ("Dm", [50, 57, 62, 65, 69], 38)]
CHORDS = [CYCLE[i % 4] for i in range(20)] + CADENCE

# (bar index from 0, beat offset, midi note, length in beats)
COUNTER = [(12, 0, 74, 3), (12, 3, 72, 1), (13, 0, 70, 4), (14, 0, 69, 3), (14, 3, 67, 1), (15, 0, 67, 2), (15, 2, 64, 2)]
THEME = [
    (16, 0, 69, 1), (16, 1, 74, 1), (16, 2, 76, 1), (16, 3, 77, 1),
    (17, 0, 77, 2), (17, 2, 76, 1), (17, 3, 74, 1),
    (18, 0, 72, 1), (18, 1, 74, 1), (18, 2, 69, 2),
    (19, 0, 67, 1), (19, 1, 69, 1), (19, 2, 72, 1), (19, 3, 76, 1),
    (20, 0, 74, 2), (20, 2, 70, 1), (20, 3, 74, 1),
    (21, 0, 77, 3), (21, 3, 76, 1),
    (22, 0, 76, 2), (22, 2, 73, 2),
    (23, 0, 74, 4),
]
ARP_PATTERN = [0, 1, 2, 3, 2, 1, 2, 3]


def hz(midi: int) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def f(x: float) -> str:
    return f"{x:.4f}"


class Part:
    """Events of one instrument, rendered note by note and overlap-mixed in four-bar chunks."""

    def __init__(self, name: str, work: Path):
        self.name = name
        self.dir = work / name
        self.dir.mkdir(parents=True)
        self.events: list[tuple[float, list[str]]] = []  # (start s, sox args after the output file)

    def add(self, start: float, sox_args: list[str]) -> None:
        self.events.append((start, sox_args))

    def render(self) -> Path:
        chunk_len = 4 * BAR
        chunks: dict[int, list[Path]] = {}
        for i, (start, args) in enumerate(self.events):
            c = int(start // chunk_len)
            out = self.dir / f"e{i:04d}.wav"
            offset = start - c * chunk_len
            # args = ["-c", voices, "synth", ...effects]: the channel count is an option of the null input
            run(["sox", "-V1", "-R", "-r", str(RATE), *args[:2], "-n", "-b", "32", "-e", "floating-point", str(out),
                 *args[2:], "pad", f(offset)])
            chunks.setdefault(c, []).append(out)
        parts = []
        for c, files in sorted(chunks.items()):
            mixed = self.dir / f"chunk{c:02d}.wav"
            mix(files, mixed, pad_start=c * chunk_len)
            parts.append(mixed)
        out = self.dir.parent / f"{self.name}.wav"
        mix(parts, out, pad_start=0, length=TOTAL)
        return out


def mix(files: list[Path], out: Path, pad_start: float, length: float | None = None) -> None:
    """Sum files (no automatic attenuation), then delay the result by pad_start."""
    cmd = ["sox", "-V1", "-R"]
    if len(files) == 1:
        cmd += [str(files[0])]
    else:
        cmd += ["-m"]
        for fl in files:
            cmd += ["-v", "1", str(fl)]
    cmd += ["-b", "32", "-e", "floating-point", str(out), "pad", f(pad_start)]
    if length is not None:
        cmd += ["trim", "0", f(length)]
    run(cmd)


def compose(work: Path) -> dict[str, Path]:
    pad, bass, kick, shaker, arp, bell = (Part(n, work) for n in ("pad", "bass", "kick", "shaker", "arp", "bell"))

    for bar, (_, notes, root) in enumerate(CHORDS):
        t = bar * BAR
        last = bar == BARS - 1
        # pad: each chord overlaps the next by its release
        dur = BAR + (TAIL + 0.5 if last else 1.2)
        voices = []
        for m in notes:
            voices += ["sawtooth", f(hz(m)), "sawtooth", f(hz(m) * 1.004)]
        pad.add(t, ["-c", str(len(voices) // 2), "synth", f(dur), *voices, "remix", "-",
                    "vol", "0.4", "lowpass", "1400", "lowpass", "900",
                    "fade", "q", "0.9", f(dur), "1.6" if not last else f(TAIL)])
        # bass pulse from bar 5; whole note in the last bar
        if 4 <= bar < BARS - 1:
            for e in range(8):
                vol = "0.7" if e % 2 == 0 else "0.45"
                bass.add(t + e * BEAT / 2, ["-c", "2", "synth", "0.3", "sine", f(hz(root)), "triangle", f(hz(root + 12)),
                                            "remix", "1v0.85,2v0.25", "lowpass", "700", "fade", "q", "0.004", "0.3",
                                            "0.2", "vol", vol])
        elif bar == BARS - 1:
            bass.add(t, ["-c", "2", "synth", f(BAR + 3), "sine", f(hz(root)), "triangle", f(hz(root + 12)),
                         "remix", "1v0.85,2v0.25", "lowpass", "700", "fade", "q", "0.01", f(BAR + 3), "3", "vol", "0.7"])
        # kick: beats 1 and 3 in bars 5-16, every beat in 17-23
        if 4 <= bar < BARS - 1:
            beats = [0, 2] if bar < 16 else [0, 1, 2, 3]
            for b in beats:
                kick.add(t + b * BEAT, ["-c", "1", "synth", "0.4", "sine", "120/42", "vol", "0.8",
                                        "fade", "q", "0.002", "0.4", "0.34", "lowpass", "180"])
        # shaker on the off-beats, bars 9-23
        if 8 <= bar < BARS - 1:
            for b in range(4):
                shaker.add(t + b * BEAT + BEAT / 2, ["-c", "1", "synth", "0.07", "whitenoise", "vol", "0.25",
                                                     "highpass", "6500", "fade", "q", "0.002", "0.07", "0.06"])
        # arpeggio, bars 9-23
        if 8 <= bar < BARS - 1:
            tones = sorted(notes)[-4:]
            for e, idx in enumerate(ARP_PATTERN):
                m = tones[idx] + 12
                if bar == 22 and e < 4 and m % 12 == 1:  # keep the sus4 colour in the first half of the A bar
                    m += 1
                arp.add(t + e * BEAT / 2, ["-c", "1", "synth", "0.6", "pluck", f(hz(m)), "vol", "0.45",
                                           "fade", "q", "0.003", "0.6", "0.5"])

    # Asus4 in the first half of bar 23: an extra pad voice D4 that gives way to the C#4 of the chord
    t = 22 * BAR
    pad.add(t, ["-c", "2", "synth", f(BAR / 2 + 0.6), "sawtooth", f(hz(62)), "sawtooth", f(hz(62) * 1.004), "remix", "-",
                "vol", "0.32", "lowpass", "1400", "lowpass", "900", "fade", "q", "0.4", f(BAR / 2 + 0.6), "0.6"])

    for bar, beat, m, beats in COUNTER + THEME:
        start = bar * BAR + beat * BEAT
        dur = beats * BEAT + (3.0 if bar == BARS - 1 else 0.5)
        level = "0.3" if bar < 16 else "0.45"
        bell.add(start, ["-c", "3", "synth", f(dur), "sine", f(hz(m)), "sine", f(hz(m) * 2), "sine", f(hz(m) * 3),
                         "remix", "1v0.75,2v0.16,3v0.06", "fade", "q", "0.012", f(dur), f(min(dur - 0.02, beats * BEAT * 0.8)),
                         "vol", level])
    return {p.name: p.render() for p in (pad, bass, kick, shaker, arp, bell)}


def peak(path: Path) -> float:
    res = subprocess.run(["sox", str(path), "-n", "stat"], capture_output=True, text=True, check=True)
    vals = {ln.split(":")[0].strip(): ln.split(":")[1].strip() for ln in res.stderr.splitlines() if ":" in ln}
    return max(abs(float(vals["Maximum amplitude"])), abs(float(vals["Minimum amplitude"])))


def assert_headroom(path: Path) -> None:
    """Every stem must stay under full scale: SoX clips at 1.0 even in float files."""
    p = peak(path)
    if p >= 0.99:
        raise SystemExit(f"{path.name} peaks at {p:.3f}: lower its level")


def master(stems: dict[str, Path], work: Path) -> Path:
    fx = work / "fx"
    fx.mkdir()

    def stereo(name: str, out_name: str, effects: list[str]) -> Path:
        out = fx / out_name
        run(["sox", "-V1", "-R", str(stems[name]), "-b", "32", "-e", "floating-point", str(out), *effects])
        return out

    pad = stereo("pad", "pad.wav", ["chorus", "0.7", "0.9", "55", "0.4", "0.25", "2", "-t", "remix", "1", "1",
                                    "delay", "0", "0.012", "reverb", "55", "50", "100", "100", "20", "0", "vol", "1.6"])
    bass = stereo("bass", "bass.wav", ["remix", "1", "1", "vol", "0.3"])
    kick = stereo("kick", "kick.wav", ["remix", "1", "1", "vol", "0.25"])
    shaker = stereo("shaker", "shaker.wav", ["remix", "1v0.6", "1v1", "reverb", "30", "vol", "0.35"])
    arp = stereo("arp", "arp.wav", ["echo", "0.8", "0.7", f(BEAT * 750), "0.3", "remix", "1v1", "1v0.65",
                                    "reverb", "45", "vol", "0.8"])
    bell = stereo("bell", "bell.wav", ["echo", "0.8", "0.75", f(BEAT * 1500), "0.22", "remix", "1", "1",
                                       "reverb", "60", "50", "100", "100", "10", "0", "vol", "0.5"])
    mixed = work / "anthem-mix.wav"
    for p in (pad, bass, kick, shaker, arp, bell):
        assert_headroom(p)
    # the stems can sum past full scale at the climax: mix at half level, then normalise to -1 dBFS
    cmd = ["sox", "-V1", "-R", "-m"]
    for p in (pad, bass, kick, shaker, arp, bell):
        cmd += ["-v", "0.5", str(p)]
    cmd += ["-b", "16", str(mixed), "trim", "0", f(TOTAL), "fade", "t", "4", f(TOTAL), "5", "gain", "-n", "-1"]
    run(cmd)
    return mixed


def main() -> None:
    ensure_build()
    work = BUILD / "anthem"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    stems = compose(work)
    mixed = master(stems, work)
    MEDIA.mkdir(parents=True, exist_ok=True)
    base = ["ffmpeg", "-y", "-loglevel", "error", "-i", str(mixed), "-map_metadata", "-1", "-fflags", "+bitexact",
            "-flags:a", "+bitexact"]
    mp3, ogg = MEDIA / "anthem.mp3", MEDIA / "anthem.ogg"
    run(base + ["-c:a", "libmp3lame", "-b:a", "72k", "-ar", "44100", "-joint_stereo", "1", "-write_xing", "1",
                "-id3v2_version", "0", str(mp3)])
    run(base + ["-c:a", "libvorbis", "-q:a", "0", str(ogg)])
    for fl in (mp3, ogg):
        if fl.stat().st_size > 700 * 1024:
            raise SystemExit(f"{fl} is {fl.stat().st_size} B, budget {700 * 1024} B")
    dur = subprocess.run(["soxi", "-D", str(mixed)], check=True, capture_output=True, text=True).stdout.strip()
    print(f"anthem: {float(dur):.1f} s")


if __name__ == "__main__":
    main()
