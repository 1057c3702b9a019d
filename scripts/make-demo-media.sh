#!/usr/bin/env bash
# Regenerates every media file of the demo catalogue (apps/server/catalog/demo/videos and images)
# with ffmpeg and coreutils only. catalog.json is not touched: it names these files, so a file
# added or renamed here must be added or renamed there too.
#
#   scripts/make-demo-media.sh            # from anywhere; about 40 s on 2 cores
#   scripts/make-demo-media.sh --captions # only the WebVTT caption files (no ffmpeg needed)
#
# Output is deterministic for a given ffmpeg build (bitexact flags, no timestamps or metadata).
# Videos: 6-second 320x180 test patterns with a tone, H.264 baseline + AAC, as fMP4 HLS with
# 2-second segments (videos/<name>/index.m3u8, init.mp4, seg0.m4s...) plus a progressive mp4
# (videos/<name>.mp4); "live" is HLS only (live_url of the live classes).
# Captions: one English WebVTT track per video (videos/captions/<name>.en.vtt), cues over its 6 s,
# named by the catalogue's items with "captions" (issue 19).
# Images: small JPEG gradients with the title drawn in DejaVu Sans when the font is available.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEMO="$ROOT/apps/server/catalog/demo"
FFMPEG="${FFMPEG:-ffmpeg}"

# captions NAME < CUES ("start|end|text" lines, times as mm:ss.ttt) -> videos/captions/NAME.en.vtt
captions() {
  local out="$DEMO/videos/captions/$1.en.vtt" start end text
  mkdir -p "$(dirname "$out")"
  { printf 'WEBVTT\n'
    while IFS='|' read -r start end text; do
      [[ -z "$start" ]] && continue
      printf '\n%s --> %s\n%s\n' "$start" "$end" "$text"
    done
  } >"$out"
}
write_captions() {
  captions energy <<'CUES'
00:00.000|00:02.000|Warm up: march on the spot, arms loose.
00:02.000|00:04.000|Jumping jacks. Keep a steady pace.
00:04.000|00:06.000|Breathe out and shake it off.
CUES
  captions strength <<'CUES'
00:00.000|00:02.000|Feet hip-width apart, brace your core.
00:02.000|00:04.000|Squat down slowly, chest up.
00:04.000|00:06.000|Drive through your heels to stand.
CUES
  captions flow <<'CUES'
00:00.000|00:02.000|Breathe in and reach up tall.
00:02.000|00:04.000|Fold forward, soften your knees.
00:04.000|00:06.000|Roll up slowly, one vertebra at a time.
CUES
}
if [[ "${1:-}" == --captions ]]; then
  write_captions
  echo "demo captions written to $DEMO/videos/captions"
  exit 0
fi

command -v "$FFMPEG" >/dev/null || { echo "ffmpeg is required (apt-get install -y ffmpeg)" >&2; exit 1; }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

rm -rf "$DEMO/videos" "$DEMO/images"
mkdir -p "$DEMO/videos" "$DEMO/images"

FF=("$FFMPEG" -hide_banner -loglevel error -nostdin -y)
BITEXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1 -map_chapters -1)
H264=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -g 60 -keyint_min 60 -sc_threshold 0
  -b:v 300k -c:a aac -b:a 64k -ac 2)

# video NAME VIDEO_SOURCE SINE_FREQUENCY [hls-only]
video() {
  local name="$1" src="$2" freq="$3" mode="${4:-}"
  local in=(-f lavfi -i "$src" -f lavfi -i "sine=frequency=$freq:sample_rate=48000:duration=6")
  mkdir -p "$DEMO/videos/$name"
  "${FF[@]}" "${in[@]}" "${H264[@]}" "${BITEXACT[@]}" -f hls -hls_time 2 -hls_playlist_type vod \
    -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$DEMO/videos/$name/seg%d.m4s" "$DEMO/videos/$name/index.m3u8"
  if [[ "$mode" != hls-only ]]; then
    "${FF[@]}" "${in[@]}" "${H264[@]}" "${BITEXACT[@]}" -movflags +faststart "$DEMO/videos/$name.mp4"
  fi
}

V="size=320x180:rate=30:duration=6"
# energy (HIIT, cardio): the classic moving test pattern, A 440 Hz.
video energy "testsrc2=$V" 440
# strength: SMPTE bars with a white block sliding along the bottom, C 523 Hz.
video strength "smptebars=$V[bg];color=c=white:size=40x20:rate=30:duration=6[box];[bg][box]overlay=x='mod(t*90\,320)':y=150:shortest=1,format=yuv420p[out0]" 523
# flow (yoga, Pilates): a calm teal field with a drifting sand-coloured square, E 330 Hz.
video flow "color=c=0x2A9D8F:$V[bg];color=c=0xE9C46A:size=40x40:rate=30:duration=6[sq];[bg][sq]overlay=x='40+t*40':y='70+20*sin(t*2)':shortest=1,format=yuv420p[out0]" 330
# live: a slowly zooming Mandelbrot set, G 392 Hz.
video live "mandelbrot=size=320x180:rate=30:end_scale=0.5,trim=duration=6,format=yuv420p" 392 hls-only
write_captions

# ---- images ----
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
if [[ ! -f "$FONT_BOLD" ]] && command -v fc-match >/dev/null; then
  FONT_BOLD="$(fc-match -f '%{file}' 'DejaVu Sans:bold' || true)"
  FONT_REGULAR="$(fc-match -f '%{file}' 'DejaVu Sans' || true)"
fi
TEXT=yes
if [[ ! -f "$FONT_BOLD" || ! -f "$FONT_REGULAR" ]] || [[ "$("$FFMPEG" -hide_banner -filters 2>/dev/null)" != *" drawtext "* ]]; then
  echo "no DejaVu font or no drawtext filter: images get plain gradients" >&2
  TEXT=no
fi

# drawtext LINE_FILE FONT SIZE Y -> one centred line (text read from a file: no escaping, no expansion)
drawtext() {
  printf "drawtext=fontfile=%s:textfile=%s:expansion=none:fontsize=%d:fontcolor=white:x=(w-text_w)/2:y=%d:shadowcolor=black@0.35:shadowx=2:shadowy=2" \
    "$1" "$2" "$3" "$4"
}

# image PATH W H COLOUR0 COLOUR1 TITLE [SUBTITLE]; the gradient direction follows the image's index
n=0
image() {
  local path="$1" w="$2" h="$3" c0="$4" c1="$5" title="$6" subtitle="${7:-}"
  local p
  case $((n % 3)) in
    0) p="(X/W+Y/H)/2" ;; # diagonal
    1) p="X/W" ;;         # left to right
    *) p="Y/H" ;;         # top to bottom
  esac
  n=$((n + 1))
  # a linear gradient from colour 0 to colour 1 along p (0 to 1)
  local r0=$((16#${c0:0:2})) g0=$((16#${c0:2:2})) b0=$((16#${c0:4:2}))
  local r1=$((16#${c1:0:2})) g1=$((16#${c1:2:2})) b1=$((16#${c1:4:2}))
  local grad="color=c=black:size=${w}x${h}:rate=1,format=rgb24"
  grad+=",geq=r='$r0+($r1-$r0)*$p':g='$g0+($g1-$g0)*$p':b='$b0+($b1-$b0)*$p'"
  local vf="format=yuvj420p" quality=6
  ((w > 480)) && quality=8   # wide banners: keep them under 15 KB
  if [[ $TEXT == yes && -n "$title" ]]; then
    local size sub wrap
    if ((w <= 200)); then size=72 sub=0 wrap=4
    elif ((w <= 300)); then size=28 sub=0 wrap=14
    elif ((w <= 480)); then size=32 sub=20 wrap=20
    else size=64 sub=32 wrap=32
    fi
    local lines=() line
    while IFS= read -r line; do lines+=("${line%"${line##*[! ]}"}"); done < <(printf '%s\n' "$title" | fold -s -w "$wrap")
    local lh=$((size * 5 / 4)) sh=$((sub * 3 / 2))
    local block=$((${#lines[@]} * lh))
    [[ -n "$subtitle" && $sub -gt 0 ]] && block=$((block + sh))
    local y=$(((h - block) / 2)) i=0 filters=()
    for line in "${lines[@]}"; do
      printf '%s' "$line" >"$TMP/t$i.txt"
      filters+=("$(drawtext "$FONT_BOLD" "$TMP/t$i.txt" "$size" "$y")")
      y=$((y + lh)); i=$((i + 1))
    done
    if [[ -n "$subtitle" && $sub -gt 0 ]]; then
      printf '%s' "$subtitle" >"$TMP/sub.txt"
      filters+=("$(drawtext "$FONT_REGULAR" "$TMP/sub.txt" "$sub" $((y + sh - sub - sub / 4)))")
    fi
    vf="$(IFS=,; echo "${filters[*]}"),$vf"
  fi
  mkdir -p "$(dirname "$DEMO/$path")"
  "${FF[@]}" -f lavfi -i "$grad" \
    -vf "$vf" -frames:v 1 -q:v "$quality" "${BITEXACT[@]}" "$DEMO/$path"
}

# path | width | height | colour 0 | colour 1 | title (empty: no text, e.g. banners the page titles) | subtitle
while IFS='|' read -r path w h c0 c1 title subtitle; do
  [[ -z "$path" || "$path" == \#* ]] && continue
  image "$path" "$w" "$h" "$c0" "$c1" "$title" "$subtitle"
done <<'IMAGES'
images/stores/on-demand.jpg|1200|300|264653|E76F51||
images/stores/nutrition.jpg|1200|300|386641|BC6C25||
images/trainers/maya.jpg|200|200|7B2CBF|C77DFF|MR|
images/trainers/maya-bg.jpg|1200|300|7B2CBF|C77DFF|Maya Reyes|Strength and HIIT
images/trainers/theo.jpg|200|200|D00000|FFBA08|TO|
images/trainers/theo-bg.jpg|1200|300|D00000|FFBA08|Theo Okafor|Cardio and conditioning
images/trainers/lena.jpg|200|200|2D6A4F|74C69D|LK|
images/trainers/lena-bg.jpg|1200|300|2D6A4F|74C69D|Lena Kowalski|Yoga and mobility
images/trainers/sam.jpg|200|200|A4133C|FF758F|SD|
images/trainers/sam-bg.jpg|1200|300|A4133C|FF758F|Sam Duarte|Pilates and core
images/products/mat.jpg|300|300|343A40|6C757D|Studio yoga mat|
images/products/dumbbells.jpg|300|300|343A40|6C757D|Adjustable dumbbells|
images/products/band.jpg|300|300|343A40|6C757D|Resistance band set|
images/products/kettlebell.jpg|300|300|343A40|6C757D|Cast-iron kettlebell, 12 kg|
images/products/jump-rope.jpg|300|300|343A40|6C757D|Speed jump rope|
images/workouts/hiit-express.jpg|480|270|E76F51|F4A261|HIIT express|HIIT · 19 min
images/workouts/tabata-burn.jpg|480|270|F4A261|E76F51|Tabata burn|HIIT · 23 min
images/workouts/kettlebell-hiit.jpg|480|270|E76F51|F4A261|Kettlebell HIIT|HIIT · 31 min
images/workouts/jump-rope-intervals.jpg|480|270|F4A261|E76F51|Jump rope intervals|HIIT · 17 min
images/workouts/low-impact-hiit.jpg|480|270|E76F51|F4A261|Low-impact HIIT|HIIT · 25 min
images/workouts/emom-challenge.jpg|480|270|F4A261|E76F51|EMOM challenge|HIIT · 38 min
images/workouts/hiit-core-finisher.jpg|480|270|E76F51|F4A261|HIIT and core finisher|HIIT · 44 min
images/workouts/full-body-strength.jpg|480|270|2A9D8F|264653|Full-body strength|Strength · 42 min
images/workouts/strength-foundations.jpg|480|270|264653|2A9D8F|Strength foundations|Strength · 22 min
images/workouts/upper-body-sculpt.jpg|480|270|2A9D8F|264653|Upper-body sculpt|Strength · 29 min
images/workouts/lower-body-power.jpg|480|270|264653|2A9D8F|Lower-body power|Strength · 36 min
images/workouts/glute-builder.jpg|480|270|2A9D8F|264653|Glute builder|Strength · 27 min
images/workouts/bodyweight-strength.jpg|480|270|264653|2A9D8F|Bodyweight strength|Strength · 18 min
images/workouts/kettlebell-basics.jpg|480|270|2A9D8F|264653|Kettlebell basics|Strength · 21 min
images/workouts/push-and-pull.jpg|480|270|264653|2A9D8F|Push and pull|Strength · 45 min
images/workouts/core-and-arms.jpg|480|270|2A9D8F|264653|Core and arms|Strength · 16 min
images/workouts/band-total-body.jpg|480|270|264653|2A9D8F|Resistance band total body|Strength · 33 min
images/workouts/strong-legs-steady-knees.jpg|480|270|2A9D8F|264653|Strong legs, steady knees|Strength · 48 min
images/workouts/strength-and-stretch.jpg|480|270|264653|2A9D8F|Strength and stretch|Strength · 50 min
images/workouts/morning-flow.jpg|480|270|90A955|4F772D|Morning flow|Yoga · 18 min
images/workouts/power-vinyasa.jpg|480|270|4F772D|90A955|Power vinyasa|Yoga · 45 min
images/workouts/yoga-for-runners.jpg|480|270|90A955|4F772D|Yoga for runners|Yoga · 26 min
images/workouts/evening-unwind.jpg|480|270|4F772D|90A955|Evening unwind|Yoga · 22 min
images/workouts/balance-and-breath.jpg|480|270|90A955|4F772D|Balance and breath|Yoga · 35 min
images/workouts/hip-opening-flow.jpg|480|270|4F772D|90A955|Hip-opening flow|Yoga · 31 min
images/workouts/desk-break-yoga.jpg|480|270|90A955|4F772D|Desk-break yoga|Yoga · 15 min
images/workouts/pilates-core.jpg|480|270|9D4E6D|E5989B|Pilates core|Pilates · 25 min
images/workouts/classic-mat-pilates.jpg|480|270|E5989B|9D4E6D|Classic mat Pilates|Pilates · 43 min
images/workouts/pilates-band-burn.jpg|480|270|9D4E6D|E5989B|Pilates band burn|Pilates · 28 min
images/workouts/pilates-for-posture.jpg|480|270|E5989B|9D4E6D|Pilates for posture|Pilates · 19 min
images/workouts/advanced-pilates-flow.jpg|480|270|9D4E6D|E5989B|Advanced Pilates flow|Pilates · 49 min
images/workouts/pilates-sculpt.jpg|480|270|E5989B|9D4E6D|Pilates sculpt with weights|Pilates · 34 min
images/workouts/cardio-kickstart.jpg|480|270|C1121F|F77F00|Cardio kickstart|Cardio · 22 min
images/workouts/dance-cardio-party.jpg|480|270|F77F00|C1121F|Dance cardio party|Cardio · 32 min
images/workouts/shadow-boxing.jpg|480|270|C1121F|F77F00|Shadow boxing cardio|Cardio · 29 min
images/workouts/step-and-sweat.jpg|480|270|F77F00|C1121F|Step and sweat|Cardio · 41 min
images/workouts/endurance-builder.jpg|480|270|C1121F|F77F00|Endurance builder|Cardio · 48 min
images/workouts/walk-at-home.jpg|480|270|F77F00|C1121F|Walk at home|Cardio · 17 min
images/exercises/perfect-squat.jpg|480|270|5F0F40|A4133C|The perfect squat|Technique · 4 min
images/exercises/push-up-progressions.jpg|480|270|A4133C|5F0F40|Push-up progressions|Technique · 5 min
images/exercises/kettlebell-swing-technique.jpg|480|270|5F0F40|A4133C|Kettlebell swing technique|Technique · 6 min
images/exercises/plank-form-check.jpg|480|270|A4133C|5F0F40|Plank form check|Technique · 3 min
images/lives/live-new-year-hiit.jpg|480|270|3D348B|9B5DE5|New Year HIIT (live)|Live · Jan 4, 2027
images/lives/live-sunday-slow-flow.jpg|480|270|9B5DE5|3D348B|Sunday slow flow (live)|Live · Jan 10, 2027
images/lives/live-pilates-power-hour.jpg|480|270|3D348B|9B5DE5|Pilates power hour (live)|Live · Feb 6, 2027
images/lives/live-saturday-strength.jpg|480|270|9B5DE5|3D348B|Saturday strength (live)|Live · Replay
images/recipes/berry-overnight-oats.jpg|480|270|B5651D|E09F3E|Berry overnight oats|Breakfast · 10 min
images/recipes/turmeric-tofu-scramble.jpg|480|270|E09F3E|B5651D|Turmeric tofu scramble|Breakfast · 15 min
images/recipes/turkey-spinach-wrap.jpg|480|270|B5651D|E09F3E|Turkey and spinach breakfast wrap|Breakfast · 12 min
images/recipes/greek-yogurt-power-bowl.jpg|480|270|E09F3E|B5651D|Greek yogurt power bowl|Breakfast · 5 min
images/recipes/chickpea-quinoa-salad.jpg|480|270|386641|6A994E|Chickpea quinoa salad|Lunch · 20 min
images/recipes/red-lentil-soup.jpg|480|270|6A994E|386641|Red lentil soup|Lunch · 35 min
images/recipes/chicken-power-bowl.jpg|480|270|386641|6A994E|Chicken power bowl|Lunch · 25 min
images/recipes/tuna-nicoise.jpg|480|270|6A994E|386641|Tuna niçoise salad|Lunch · 20 min
images/recipes/peanut-energy-bites.jpg|480|270|7F5539|B08968|Peanut butter energy bites|Snack · 15 min
images/recipes/hummus-veggie-sticks.jpg|480|270|B08968|7F5539|Hummus and veggie sticks|Snack · 10 min
images/recipes/turkey-roll-ups.jpg|480|270|7F5539|B08968|Turkey roll-ups|Snack · 5 min
images/recipes/cottage-cheese-peaches.jpg|480|270|B08968|7F5539|Cottage cheese with peaches|Snack · 5 min
images/recipes/tofu-veggie-stir-fry.jpg|480|270|432818|99582A|Tofu veggie stir-fry|Dinner · 25 min
images/recipes/black-bean-tacos.jpg|480|270|99582A|432818|Black bean tacos|Dinner · 20 min
images/recipes/sheet-pan-salmon.jpg|480|270|432818|99582A|Sheet-pan salmon and greens|Dinner · 30 min
images/recipes/turkey-chili.jpg|480|270|99582A|432818|Turkey chili|Dinner · 45 min
images/lists/hiit.jpg|480|270|E76F51|F4A261|HIIT|7 workouts
images/lists/strength.jpg|480|270|264653|2A9D8F|Strength|12 workouts
images/lists/yoga.jpg|480|270|4F772D|90A955|Yoga|7 workouts
images/lists/pilates.jpg|480|270|9D4E6D|E5989B|Pilates|6 workouts
images/lists/cardio.jpg|480|270|C1121F|F77F00|Cardio|6 workouts
images/lists/start-here.jpg|480|270|22577A|38A3A5|Start here|Your first week, sorted
images/lists/start-here-bg.jpg|1200|300|22577A|38A3A5|Start here|Your first week, sorted
images/lists/quick-sweat.jpg|480|270|38A3A5|22577A|Quick sweat|Under 20 minutes
images/lists/quick-sweat-bg.jpg|1200|300|38A3A5|22577A|Quick sweat|Under 20 minutes
images/lists/no-equipment.jpg|480|270|22577A|38A3A5|No equipment needed|Just you and the floor
images/lists/no-equipment-bg.jpg|1200|300|22577A|38A3A5|No equipment needed|Just you and the floor
images/lists/live-classes.jpg|480|270|38A3A5|22577A|Live classes|Train together, live
images/lists/live-classes-bg.jpg|1200|300|38A3A5|22577A|Live classes|Train together, live
images/lists/technique-clinic.jpg|480|270|22577A|38A3A5|Technique clinic|Move better
images/lists/technique-clinic-bg.jpg|1200|300|22577A|38A3A5|Technique clinic|Move better
images/lists/breakfast.jpg|480|270|B5651D|E09F3E|Breakfast|4 recipes
images/lists/lunch.jpg|480|270|386641|6A994E|Lunch|4 recipes
images/lists/snack.jpg|480|270|7F5539|B08968|Snack|4 recipes
images/lists/dinner.jpg|480|270|432818|99582A|Dinner|4 recipes
images/lists/ready-in-15.jpg|480|270|BC6C25|6A994E|Ready in 15 minutes|8 recipes
images/lists/ready-in-15-bg.jpg|1200|300|BC6C25|6A994E|Ready in 15 minutes|Good food, fast
images/programs/strong-start.jpg|1200|436|1D3557|2A9D8F||
images/programs/hiit-six.jpg|1200|436|9B2226|EE9B00||
images/programs/mobility-eight.jpg|1200|436|3A5A40|A3B18A||
IMAGES

echo "demo media written to $DEMO ($(du -sh "$DEMO" | cut -f1))"
