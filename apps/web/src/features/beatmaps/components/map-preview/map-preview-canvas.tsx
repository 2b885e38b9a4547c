import Box from '@mui/material/Box';
import type { BeatmapChart } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { useEffect, useRef } from 'react';
import { drawChart } from './draw-chart.ts';

/** Props of {@link MapPreviewCanvas}. */
export interface MapPreviewCanvasProps {
  chart: BeatmapChart;
  /** The time to draw, in ms: called every animation frame (the audio's currentTime × 1000). */
  timeMs: () => number;
  /** When true nothing animates: the view is drawn once per change of `staticTimeMs`. */
  still: boolean;
  /** The time drawn while `still`, in ms. */
  staticTimeMs: number;
  /** The accessible description of the picture. */
  label: string;
}

/**
 * The map preview's `<canvas>` (lazy-loaded by map-preview.tsx so the browse page never loads it):
 * sized to its box at the device pixel ratio, redrawn with draw-chart.ts every animation frame at
 * `timeMs()` when it or the size changed, or once per `staticTimeMs` when `still` (prefers-reduced-motion). After each draw it
 * writes `data-notes-drawn`, `data-walls-drawn` and `data-time-ms` on the canvas (read by tests).
 */
export function MapPreviewCanvas({ chart, timeMs, still, staticTimeMs, label }: MapPreviewCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const time = useRef(timeMs);
  time.current = timeMs;

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    let frame = 0;
    const draw = (t: number) => {
      const { width, height } = element.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      if (element.width !== Math.round(width * dpr) || element.height !== Math.round(height * dpr)) {
        element.width = Math.round(width * dpr);
        element.height = Math.round(height * dpr);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const drawn = drawChart(ctx, chart, t, width, height);
      element.dataset.notesDrawn = String(drawn.notes);
      element.dataset.wallsDrawn = String(drawn.walls);
      element.dataset.timeMs = String(Math.round(t));
    };
    if (still) {
      draw(staticTimeMs);
      const observer = new ResizeObserver(() => draw(staticTimeMs));
      observer.observe(element);
      return () => observer.disconnect();
    }
    // While the audio is paused the picture does not change: draw only when time or size moves.
    let last = '';
    const loop = () => {
      const t = time.current();
      const { width, height } = element.getBoundingClientRect();
      const now = `${t} ${width} ${height}`;
      if (now !== last) draw(t);
      last = now;
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [chart, still, staticTimeMs]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={label}
      data-difficulty={chart.difficulty}
      data-testid="map-preview-canvas"
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 10', borderRadius: 1, bgcolor: '#0b0a14' }}
    />
  );
}
