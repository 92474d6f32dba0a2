#!/usr/bin/env bash
# Renders the landing page's background video (our own, no stock footage): a slow kea-green and
# orange gradient with a faint drifting texture, 12 s, 960x540, no audio; WebM (VP9) and MP4 (H.264).
# Needs ffmpeg (apt-get install -y ffmpeg). Output: web/public/media/hero.{webm,mp4} and a poster.
set -euo pipefail
out="$(dirname "$0")/../web/public/media"
mkdir -p "$out"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "gradients=s=960x540:r=24:d=12:c0=#063b2b:c1=#0b6e4f:c2=#12a578:c3=#c2410c:c4=#0a2f4f:n=5:speed=0.015:type=spiral:seed=3" \
  -f lavfi -i "life=s=320x180:r=24:mold=20:life_color=#ffffff:death_color=#000000:mold_color=#204d3f:ratio=0.05:seed=11,scale=960:540:flags=bicubic,gblur=sigma=1.5" \
  -filter_complex "[0:v][1:v]blend=all_mode=screen:all_opacity=0.18,format=yuv420p" -t 12 -an \
  -c:v libx264 -preset slow -crf 34 -pix_fmt yuv420p -movflags +faststart "$out/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -cpu-used 4 -an "$out/hero.webm"
ffmpeg -hide_banner -loglevel error -y -ss 6 -i "$out/hero.mp4" -frames:v 1 -vf scale=640:-1 -q:v 7 "$out/hero-poster.jpg"
ls -la "$out"
