/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { mediaDurationSeconds } from '../../tests/media-duration';
import { serviceSlugs } from './service-slugs';
import type { SiteVideo } from './types';
import { explainerVideo, serviceVideos } from './videos';

/**
 * Guards the site's videos: every file the pages point at exists under public/, stays small, and
 * lasts as long as `durationSeconds` says (read from each file's container header). The explainer
 * must run past the 36-second mark at which the /professional dialog stops it (docs/product.md#explainer-video).
 */

const publicDir = resolve(process.cwd(), 'public');
const fileOf = (src: string) => resolve(publicDir, `.${src}`);

const publicFile = (label: string, pattern: RegExp) =>
  z
    .string()
    .regex(pattern, { error: `${label} must match ${String(pattern)}` })
    .refine((src) => existsSync(fileOf(src)), { error: (issue) => `${label} "${String(issue.input)}" does not exist under public/` });

const videoSchema = z.object({
  title: z.string().trim().min(10, { error: 'title needs at least 10 characters: it is the video label' }),
  sources: z.tuple(
    [
      z.object({ src: publicFile('WebM source', /^\/video\/.+\.webm$/), type: z.literal('video/webm') }),
      z.object({ src: publicFile('MP4 source', /^\/video\/.+\.mp4$/), type: z.literal('video/mp4') }),
    ],
    { error: 'sources must be the WebM first, then the MP4' },
  ),
  poster: publicFile('poster', /^\/video\/.+\.(jpg|webp)$/),
  width: z.literal(1280),
  height: z.literal(720),
  durationSeconds: z.number().positive(),
  transcript: z.array(z.string().trim().min(15, { error: 'each transcript paragraph is a slide: at least 15 characters' })).min(3),
});

const allVideos: [string, SiteVideo][] = [
  ['explainer', explainerVideo],
  ...Object.entries(serviceVideos).map(([slug, video]): [string, SiteVideo] => {
    if (!video) throw new Error(`serviceVideos.${slug} is empty`);
    return [slug, video];
  }),
];

describe('site videos', () => {
  it.each(allVideos)('%s is complete and its files exist', (_name, video) => {
    const result = videoSchema.safeParse(video);
    expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
  });

  it('has a video for the three services that show one, keyed by real slugs', () => {
    expect(Object.keys(serviceVideos).sort()).toEqual(['facebook-advertising', 'google-advertising', 'pay-per-results-seo']);
    for (const slug of Object.keys(serviceVideos)) expect(serviceSlugs).toContain(slug);
  });

  it('runs the explainer past the 36-second cutoff of the /professional dialog', () => {
    expect(explainerVideo.durationSeconds).toBeGreaterThan(36);
    expect(explainerVideo.durationSeconds).toBeLessThanOrEqual(45);
  });

  it.each(allVideos)('%s stays small enough to stream quickly', (name, video) => {
    const budgetKb = name === 'explainer' ? 600 : 300;
    for (const source of video.sources) {
      const kb = statSync(fileOf(source.src)).size / 1024;
      expect(kb, `${source.src} is ${kb.toFixed(0)} KB`).toBeLessThan(budgetKb);
    }
    expect(statSync(fileOf(video.poster)).size / 1024, `${video.poster}`).toBeLessThan(100);
  });

  it.each(allVideos)('%s lasts as long as durationSeconds says', (_name, video) => {
    for (const source of video.sources) {
      const seconds = mediaDurationSeconds(readFileSync(fileOf(source.src)), source.type === 'video/mp4' ? 'mp4' : 'webm');
      expect(seconds, source.src).toBeCloseTo(video.durationSeconds, 0);
    }
  });
});
