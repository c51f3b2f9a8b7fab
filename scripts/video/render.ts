/**
 * Renders the site's silent slide videos into public/video/: `npx tsx scripts/video/render.ts`
 * (optionally followed by output names, e.g. `video/explainer`). Needs ffmpeg/ffprobe and Chromium.
 *
 * Each transcript paragraph of src/content/videos.ts becomes one 1280×720 slide in the site's
 * design (brand colours of src/index.css, the system font stack), screenshotted by Playwright.
 * ffmpeg crossfades the slides into a WebM (VP9) and an MP4 (H.264, faststart), and the first
 * slide becomes the poster (WebP). The script fails when a file's real duration differs from the
 * `durationSeconds` the site advertises, so content and media cannot silently disagree.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { site } from '../../src/content/site.ts';
import {
  fadeSeconds,
  framesPerSecond,
  plannedDuration,
  slideStarts,
  splitParagraph,
  videoPlans,
  type SlidePlan,
  type VideoPlan,
} from './slides.ts';

const publicDir = resolve(import.meta.dirname, '../../public');
const width = 1280;
const height = 720;

// Brand tokens, as in src/index.css.
const color = {
  foreground: '#0f172a',
  surface: '#f8fafc',
  muted: '#475569',
  primary: '#1d4ed8',
  primarySoft: '#e0e9ff',
  accent: '#c2410c',
  accentSoft: '#fff1e8',
  ink: '#0b1533',
  inkForeground: '#f8fafc',
  success: '#15803d',
  border: '#e2e8f0',
};
const fontStack = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const themes = {
  ink: {
    background: color.ink,
    text: color.inkForeground,
    soft: 'rgba(248,250,252,0.82)',
    card: 'rgba(255,255,255,0.07)',
    cardBorder: 'rgba(255,255,255,0.16)',
    chip: `background:${color.accentSoft};color:${color.accent}`,
  },
  primary: {
    background: color.primary,
    text: '#ffffff',
    soft: 'rgba(255,255,255,0.88)',
    card: 'rgba(255,255,255,0.1)',
    cardBorder: 'rgba(255,255,255,0.22)',
    chip: `background:#ffffff;color:${color.primary}`,
  },
  light: {
    background: color.surface,
    text: color.foreground,
    soft: color.muted,
    card: '#ffffff',
    cardBorder: color.border,
    chip: `background:${color.primarySoft};color:${color.primary}`,
  },
} as const;

const logoMark = (size: number, onDark: boolean) => `
  <svg viewBox="0 0 40 40" width="${size}" height="${size}" aria-hidden="true">
    <rect width="40" height="40" rx="10" fill="${onDark ? '#ffffff' : color.primary}"/>
    <path d="M8 27 L16 15 L22 22 L32 10" fill="none" stroke="${onDark ? color.primary : '#ffffff'}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="32" cy="10" r="3.5" fill="${color.accent}"/>
  </svg>`;

const checkIcon = `<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path d="M5 12.5 10 17.5 19 7" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const phoneIcon = `<svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true"><path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

function slideBody(paragraph: string, slide: SlidePlan): string {
  const theme = themes[slide.theme];
  const { heading, sentences } = splitParagraph(paragraph);
  const h = (size: number) =>
    `<h1 style="font-size:${size}px;line-height:1.08;font-weight:800;letter-spacing:-0.02em;margin:0;max-width:1060px">${escape(heading)}</h1>`;
  const card = `background:${theme.card};border:1px solid ${theme.cardBorder};border-radius:16px`;

  switch (slide.layout) {
    case 'statement':
      return `${h(64)}
        <p style="font-size:31px;line-height:1.4;margin:32px 0 0;max-width:980px;color:${theme.soft}">${escape(sentences.join(' '))}</p>`;
    case 'steps':
      return `${h(52)}
        <ol style="list-style:none;padding:0;margin:44px 0 0;display:grid;grid-template-columns:repeat(${sentences.length},1fr);gap:24px">
          ${sentences
            .map(
              (sentence, index) => `<li style="${card};padding:28px 26px">
                <div style="width:56px;height:56px;border-radius:999px;background:${color.primary};color:#fff;font-size:28px;font-weight:800;display:flex;align-items:center;justify-content:center">${index + 1}</div>
                <p style="font-size:${sentences.length > 3 ? 23 : 27}px;line-height:1.35;margin:20px 0 0;font-weight:600">${escape(sentence)}</p>
              </li>`,
            )
            .join('')}
        </ol>`;
    case 'checks':
      return `${h(56)}
        <ul style="list-style:none;padding:0;margin:44px 0 0;display:grid;grid-template-columns:1fr 1fr;gap:20px 28px">
          ${sentences
            .map(
              (sentence) => `<li style="${card};padding:22px 24px;display:flex;gap:18px;align-items:center">
                <span style="flex:none;width:44px;height:44px;border-radius:999px;background:${color.success};display:flex;align-items:center;justify-content:center">${checkIcon}</span>
                <span style="font-size:27px;line-height:1.3;font-weight:600">${escape(sentence.replace(/\.$/, ''))}</span>
              </li>`,
            )
            .join('')}
        </ul>`;
    case 'stats':
      return `${h(56)}
        <div style="display:grid;grid-template-columns:repeat(${sentences.length},1fr);gap:24px;margin-top:48px">
          ${sentences
            .map((sentence) => {
              const [figure = '', ...rest] = sentence.replace(/\.$/, '').split(' ');
              return `<div style="${card};padding:34px 30px">
                <div style="font-size:92px;line-height:1;font-weight:800;letter-spacing:-0.03em">${escape(figure)}</div>
                <div style="width:56px;height:6px;border-radius:3px;background:${color.accent};margin:22px 0 18px"></div>
                <div style="font-size:27px;line-height:1.3;color:${theme.soft}">${escape(rest.join(' '))}</div>
              </div>`;
            })
            .join('')}
        </div>`;
    case 'closing': {
      const call = sentences.find((sentence) => sentence.startsWith('Call '));
      const text = sentences.filter((sentence) => sentence !== call).join(' ');
      return `${h(64)}
        <p style="font-size:31px;line-height:1.4;margin:30px 0 0;max-width:960px;color:${theme.soft}">${escape(text)}</p>
        ${
          call
            ? `<div style="align-self:flex-start;white-space:nowrap;display:inline-flex;align-items:center;gap:16px;margin-top:40px;background:${color.accent};color:#fff;border-radius:12px;padding:18px 30px;font-size:34px;font-weight:800">${phoneIcon}${escape(call.replace(/\.$/, ''))}</div>`
            : ''
        }`;
    }
  }
}

function slideHtml(plan: VideoPlan, index: number): string {
  const slide = plan.slides[index];
  const paragraph = plan.video.transcript[index];
  if (!slide || paragraph === undefined) throw new Error(`${plan.out}: no slide ${index}`);
  const theme = themes[slide.theme];
  const onDark = slide.theme !== 'light';
  const dots = plan.slides
    .map(
      (_, dot) =>
        `<span style="width:${dot === index ? 28 : 10}px;height:10px;border-radius:5px;background:${dot === index ? color.accent : onDark ? 'rgba(255,255,255,0.35)' : '#cbd5e1'}"></span>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"></head>
  <body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;font-family:${fontStack};-webkit-font-smoothing:antialiased">
    <main style="box-sizing:border-box;width:${width}px;height:${height}px;padding:56px 88px;display:flex;flex-direction:column;background:${theme.background};color:${theme.text}">
      <header style="display:flex;align-items:center;justify-content:space-between">
        <div style="display:flex;align-items:center;gap:14px;font-size:24px;font-weight:800;letter-spacing:-0.01em">${logoMark(44, onDark)}${escape(site.shortName)}</div>
        <div style="${theme.chip};font-size:18px;font-weight:700;padding:8px 16px;border-radius:999px">${escape(plan.label)}</div>
      </header>
      <section style="flex:1;display:flex;flex-direction:column;justify-content:center">${slideBody(paragraph, slide)}</section>
      <footer style="display:flex;align-items:center;justify-content:space-between;font-size:19px;color:${theme.soft}">
        <span>Pay only for verified results · ${escape(site.phone.display)}</span>
        <span style="display:flex;gap:8px">${dots}</span>
      </footer>
    </main>
  </body></html>`;
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function probeDuration(file: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  });
  return Number(out.trim());
}

/** The xfade chain: slide i fades in over `fadeSeconds` from its start time. */
function crossfadeFilter(plan: VideoPlan): string {
  const starts = slideStarts(plan);
  const parts: string[] = [];
  let previous = '[0:v]';
  for (let index = 1; index < plan.slides.length; index += 1) {
    const label = `[x${index}]`;
    parts.push(`${previous}[${index}:v]xfade=transition=fade:duration=${fadeSeconds}:offset=${(starts[index] ?? 0).toFixed(3)}${label}`);
    previous = label;
  }
  parts.push(`${previous}format=yuv420p[out]`);
  return parts.join(';');
}

async function render(plan: VideoPlan) {
  if (plan.slides.length !== plan.video.transcript.length) {
    throw new Error(`${plan.out}: ${plan.slides.length} slide layouts for ${plan.video.transcript.length} transcript paragraphs`);
  }
  const planned = plannedDuration(plan);
  if (Math.abs(planned - plan.video.durationSeconds) > 0.05) {
    throw new Error(`${plan.out}: slides add up to ${planned} s but durationSeconds says ${plan.video.durationSeconds}`);
  }

  const work = mkdtempSync(join(tmpdir(), 'site-video-'));
  const out = resolve(publicDir, plan.out);
  mkdirSync(dirname(out), { recursive: true });
  try {
    const browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage({ viewport: { width, height } });
    const pngs: string[] = [];
    for (let index = 0; index < plan.slides.length; index += 1) {
      await page.setContent(slideHtml(plan, index));
      const png = join(work, `slide-${index}.png`);
      await page.screenshot({ path: png });
      pngs.push(png);
    }
    await browser.close();

    // Every input but the last runs on through the next slide's fade-in.
    const last = plan.slides.length - 1;
    const inputs = plan.slides.flatMap((slide, index) => [
      '-framerate', String(framesPerSecond), '-loop', '1',
      '-t', String(index === last ? slide.seconds : slide.seconds + fadeSeconds), '-i', pngs[index] ?? '',
    ]);
    // One keyframe where each slide is fully in: a slide that holds still costs almost nothing after
    // it, and seeking lands on a clean slide. Periodic keyframes would only repeat the same picture.
    const keyframes = slideStarts(plan).map((start, index) => (index === 0 ? 0 : start + fadeSeconds).toFixed(3)).join(',');
    const common = [
      ...inputs, '-filter_complex', crossfadeFilter(plan), '-map', '[out]', '-an', '-r', String(framesPerSecond),
      '-force_key_frames', keyframes, '-g', '9999',
    ];
    // The first slide is the poster, so the still and the first frame match. WebP at this quality is
    // about half the JPEG's bytes for the same sharpness of text (modern image formats).
    ffmpeg(['-i', pngs[0] ?? '', '-c:v', 'libwebp', '-quality', '72', '-compression_level', '6', `${out}.webp`]);
    ffmpeg([...common, '-c:v', 'libvpx-vp9', '-crf', '46', '-b:v', '0', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', `${out}.webm`]);
    ffmpeg([...common, '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', `${out}.mp4`]);
  } finally {
    if (process.env.KEEP_SLIDES) console.log(`slides kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }

  for (const ext of ['webm', 'mp4', 'webp']) {
    const file = `${out}.${ext}`;
    const kb = (statSync(file).size / 1024).toFixed(1);
    if (ext === 'webp') {
      console.log(`${plan.out}.${ext}  ${kb} KB`);
      continue;
    }
    const seconds = probeDuration(file);
    console.log(`${plan.out}.${ext}  ${kb} KB  ${seconds.toFixed(2)} s`);
    if (Math.abs(seconds - plan.video.durationSeconds) > 0.25) {
      throw new Error(`${file} lasts ${seconds} s, but durationSeconds says ${plan.video.durationSeconds}`);
    }
  }
}

const only = process.argv.slice(2);
for (const plan of videoPlans) {
  if (only.length === 0 || only.includes(plan.out)) await render(plan);
}
