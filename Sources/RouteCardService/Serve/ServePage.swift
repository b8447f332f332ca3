/// The page `serve` answers at `/`: the served styles, each with a sample card, and a form to make a
/// card of an uploaded route (drag and drop or a file picker), pick the style, preset, size, title and
/// format, see the card and download it, with the equivalent `GET /static` URL (its size from the
/// card's `RouteCard-Canvas` header; for a route that is not XML, the `curl` command) shown for copying. Plain HTML, CSS and JavaScript in one document:
/// no build step, nothing fetched from elsewhere (the `Content-Security-Policy` allows only this
/// server), labelled controls that work from the keyboard.
enum ServePage {
    /// The headers of the page: HTML, revalidated on every load, only this server's resources.
    static let headers = [
        ("Content-Type", "text/html; charset=utf-8"),
        ("Cache-Control", "no-cache"),
        ("Content-Security-Policy",
         "default-src 'none'; img-src 'self' blob:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; form-action 'self'"),
        ("X-Content-Type-Options", "nosniff"),
    ]

    /// The size of each style's sample card on the page (`GET /styles/ID/preview.png`), in points.
    static let previewSize = (width: 240, height: 300)

    /// The page's HTML.
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RouteCard</title>
<style>
  :root { --ink: #1d232b; --muted: #5b6573; --line: #d5dbe3; --accent: #0b62d6; --soft: #f3f6fa; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.45 system-ui, "DejaVu Sans", sans-serif; color: var(--ink); background: #fff; }
  header, main { max-width: 1080px; margin: 0 auto; padding: 0 20px; }
  header { padding-top: 28px; }
  h1 { margin: 0 0 4px; font-size: 28px; }
  h2 { font-size: 20px; margin: 28px 0 12px; }
  p.lead { margin: 0; color: var(--muted); }
  .maker { display: grid; grid-template-columns: minmax(280px, 360px) 1fr; gap: 28px; align-items: start; }
  @media (max-width: 760px) { .maker { grid-template-columns: 1fr; } }
  form { display: grid; gap: 14px; }
  label { font-weight: 600; display: block; margin-bottom: 4px; }
  select, input[type=text], input[type=number] { width: 100%; font: inherit; padding: 7px 9px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
  .size { display: grid; grid-template-columns: 1fr auto 1fr; gap: 6px; align-items: center; }
  .drop { border: 2px dashed var(--line); border-radius: 10px; padding: 18px; text-align: center; background: var(--soft); }
  .drop.over { border-color: var(--accent); background: #e8f0fd; }
  .drop input { display: block; margin: 8px auto 0; max-width: 100%; }
  .hint { color: var(--muted); font-size: 14px; margin: 4px 0 0; font-weight: 400; }
  button { font: inherit; font-weight: 600; padding: 9px 16px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
  button.quiet { background: #fff; color: var(--accent); }
  button:disabled { opacity: .55; cursor: default; }
  :focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
  .result { min-height: 200px; }
  .result img { max-width: 100%; max-height: 80vh; border: 1px solid var(--line); border-radius: 8px; display: block; }
  #status { min-height: 1.5em; margin: 0 0 10px; }
  #status.error { color: #b00020; }
  .actions { display: flex; gap: 10px; flex-wrap: wrap; margin: 12px 0; align-items: center; }
  .actions a { color: var(--accent); font-weight: 600; }
  pre { max-height: 10em; overflow: auto; white-space: pre-wrap; word-break: break-all; background: var(--soft); border: 1px solid var(--line); border-radius: 6px; padding: 10px; font-size: 13px; margin: 6px 0; }
  ul.styles { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 16px; }
  ul.styles li { border: 1px solid var(--line); border-radius: 8px; padding: 10px; }
  ul.styles img { width: 100%; height: auto; display: block; border-radius: 4px; background: var(--soft); aspect-ratio: 4 / 5; }
  ul.styles button { margin-top: 8px; width: 100%; }
  .name { font-weight: 600; margin-top: 6px; }
  code { font-size: 14px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  footer { max-width: 1080px; margin: 32px auto; padding: 0 20px; color: var(--muted); font-size: 14px; }
</style>
</head>
<body>
<header>
  <h1>RouteCard</h1>
  <p class="lead">Drop a GPX, FIT, TCX, KML, GeoJSON or CSV route, pick a style, and get a route card.</p>
</header>
<main>
  <section aria-labelledby="make-heading">
    <h2 id="make-heading">Make a card</h2>
    <div class="maker">
      <form id="card-form">
        <div class="drop" id="drop">
          <label for="route">Route file</label>
          <span class="hint" id="route-hint">Drag a file here, or choose one. GPX, FIT, TCX, KML, GeoJSON, CSV, also gzipped.</span>
          <input type="file" id="route" name="route" required aria-describedby="route-hint"
                 accept=".gpx,.fit,.tcx,.kml,.geojson,.json,.csv,.gz,.polyline,.txt">
        </div>
        <div>
          <label for="style">Style</label>
          <select id="style" name="style"></select>
        </div>
        <div>
          <label for="preset">Preset</label>
          <select id="preset" name="preset">
            <option value="">The style's own size</option>
            <option value="square">Square, 1080 × 1080</option>
            <option value="portrait">Portrait, 1080 × 1350</option>
            <option value="story">Story, 1080 × 1920</option>
            <option value="link">Link preview, 1200 × 630</option>
          </select>
        </div>
        <fieldset style="border:0;padding:0;margin:0">
          <legend style="font-weight:600;margin-bottom:4px">Size in points (optional, overrides the preset)</legend>
          <div class="size">
            <label for="width" class="visually-hidden">Width</label>
            <input type="number" id="width" name="width" min="1" max="20000" placeholder="width">
            <span aria-hidden="true">×</span>
            <label for="height" class="visually-hidden">Height</label>
            <input type="number" id="height" name="height" min="1" max="20000" placeholder="height">
          </div>
        </fieldset>
        <div>
          <label for="title">Title (optional)</label>
          <input type="text" id="title" name="title" maxlength="200" placeholder="the route's own name">
        </div>
        <div>
          <label for="format">Format</label>
          <select id="format" name="format">
            <option value="png">PNG</option>
            <option value="svg">SVG</option>
            <option value="jpg">JPEG</option>
            <option value="webp">WebP</option>
            <option value="pdf">PDF</option>
          </select>
        </div>
        <div><button type="submit" id="make">Make the card</button></div>
      </form>
      <div class="result">
        <p id="status" role="status" aria-live="polite">No card yet.</p>
        <img id="card" alt="" hidden>
        <div class="actions" id="actions" hidden>
          <a id="download" href="#" download="card.png">Download the card</a>
          <button type="button" class="quiet" id="copy">Copy the request</button>
        </div>
        <div id="request" hidden>
          <p id="request-label" style="font-weight:600;margin:0">The same card as a request</p>
          <pre id="request-text" tabindex="0" aria-labelledby="request-label"></pre>
          <p class="hint" id="request-note"></p>
        </div>
      </div>
    </div>
  </section>
  <section aria-labelledby="styles-heading">
    <h2 id="styles-heading">Styles</h2>
    <p class="hint" id="styles-status">Loading the styles…</p>
    <ul class="styles" id="styles"></ul>
  </section>
</main>
<footer>Served by <code>routecard serve</code>. Routes: <code>POST /render</code>, <code>GET /styles/ID/static/VIEW/WxH.png</code>, <code>GET /styles.json</code>.</footer>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
let cardURL = null, cardBlob = null;

function setStatus(text, error) {
  $("status").textContent = text;
  $("status").classList.toggle("error", !!error);
}

async function loadStyles() {
  try {
    const response = await fetch("/styles.json");
    const styles = await response.json();
    const select = $("style"), list = $("styles");
    for (const style of styles) {
      const option = document.createElement("option");
      option.value = style.id;
      option.textContent = style.name && style.name !== style.id ? style.name + " (" + style.id + ")" : style.id;
      select.append(option);
      const item = document.createElement("li");
      const img = document.createElement("img");
      img.src = "/styles/" + encodeURIComponent(style.id) + "/preview.png";
      img.alt = "A sample card in the style " + (style.name || style.id);
      img.loading = "lazy";
      img.width = 240; img.height = 300;
      const name = document.createElement("div");
      name.className = "name";
      name.textContent = style.name || style.id;
      const use = document.createElement("button");
      use.type = "button"; use.className = "quiet";
      use.textContent = "Use this style";
      use.setAttribute("aria-label", "Use the style " + (style.name || style.id));
      use.addEventListener("click", () => { select.value = style.id; $("route").focus(); });
      item.append(img, name, use);
      list.append(item);
    }
    if (styles.some((s) => s.id === "default")) select.value = "default";
    $("styles-status").textContent = styles.length + " styles served.";
  } catch (error) {
    $("styles-status").textContent = "The styles could not be loaded: " + error;
  }
}

function parameters() {
  const query = new URLSearchParams();
  query.set("style", $("style").value);
  if ($("preset").value) query.set("preset", $("preset").value);
  const width = $("width").value, height = $("height").value;
  if (width && height) query.set("size", width + "x" + height);
  if ($("title").value.trim()) query.set("title", $("title").value.trim());
  return query;
}

// Google's encoded polyline, precision 5 (what path=enc: takes).
function encodePolyline(points) {
  let out = "", lastLat = 0, lastLon = 0;
  const encode = (value) => {
    value = value < 0 ? ~(value << 1) : value << 1;
    let chunk = "";
    while (value >= 0x20) { chunk += String.fromCharCode((0x20 | (value & 0x1f)) + 63); value >>= 5; }
    return chunk + String.fromCharCode(value + 63);
  };
  for (const [lat, lon] of points) {
    const a = Math.round(lat * 1e5), b = Math.round(lon * 1e5);
    out += encode(a - lastLat) + encode(b - lastLon);
    lastLat = a; lastLon = b;
  }
  return out;
}

// The route's points when the file is XML (GPX trkpt/rtept, TCX Position, KML coordinates), at most 400.
async function routePoints(file) {
  if (file.name.endsWith(".gz") || file.size > 20e6) return null;
  const text = await file.text();
  if (!text.trimStart().startsWith("<")) return null;
  const doc = new DOMParser().parseFromString(text, "application/xml");
  let points = [];
  for (const node of doc.querySelectorAll("trkpt, rtept")) {
    points.push([parseFloat(node.getAttribute("lat")), parseFloat(node.getAttribute("lon"))]);
  }
  if (!points.length) {
    for (const node of doc.getElementsByTagName("Position")) {
      const lat = node.getElementsByTagName("LatitudeDegrees")[0], lon = node.getElementsByTagName("LongitudeDegrees")[0];
      if (lat && lon) points.push([parseFloat(lat.textContent), parseFloat(lon.textContent)]);
    }
  }
  if (!points.length) {
    for (const node of doc.getElementsByTagName("coordinates")) {
      for (const tuple of node.textContent.trim().split(/\s+/)) {
        const [lon, lat] = tuple.split(",").map(parseFloat);
        points.push([lat, lon]);
      }
    }
  }
  points = points.filter(([lat, lon]) => isFinite(lat) && isFinite(lon));
  if (points.length < 2) return null;
  const step = Math.ceil(points.length / 400);
  const kept = points.filter((_, i) => i % step === 0);
  if (kept[kept.length - 1] !== points[points.length - 1]) kept.push(points[points.length - 1]);
  return kept;
}

async function showRequest(file, query, format, size) {
  const origin = location.origin;
  const points = await routePoints(file);
  let text, note;
  if (points && size) {
    const extension = format === "jpg" ? "jpg" : format;
    const q = new URLSearchParams(query);
    const style = q.get("style"); q.delete("style"); q.delete("preset"); q.delete("size");
    text = origin + "/styles/" + encodeURIComponent(style) + "/static/auto/" + size.width + "x" + size.height
      + (size.scale === "1" ? "" : "@" + size.scale + "x") + "." + extension
      + "?path=enc:" + encodeURIComponent(encodePolyline(points)) + (q.toString() ? "&" + q.toString() : "");
    note = "GET /static with the route as an encoded polyline (" + points.length + " points, no times or heights, so the card's statistics differ).";
  } else {
    const q = new URLSearchParams(query); q.set("format", format);
    text = "curl --data-binary @" + JSON.stringify(file.name) + " '" + origin + "/render?" + q.toString() + "' -o card." + format;
    note = "POST /render with the file as the body.";
  }
  $("request-text").textContent = text;
  $("request-note").textContent = note;
  $("request").hidden = false;
}

async function makeCard(event) {
  event.preventDefault();
  const file = $("route").files[0];
  if (!file) { setStatus("Choose a route file first.", true); $("route").focus(); return; }
  const query = parameters(), format = $("format").value;
  const ask = new URLSearchParams(query); ask.set("format", format);
  $("make").disabled = true;
  setStatus("Making the card…");
  try {
    const response = await fetch("/render?" + ask.toString(), { method: "POST", body: file });
    if (!response.ok) {
      let message = response.status + " " + response.statusText;
      try { const body = await response.json(); if (body.error) message = body.error; } catch (_) {}
      throw new Error(message);
    }
    const blob = await response.blob();
    cardBlob = blob;
    if (cardURL) URL.revokeObjectURL(cardURL);
    cardURL = URL.createObjectURL(blob);
    const img = $("card");
    const warnings = response.headers.get("RouteCard-Warning");
    // The canvas in points and the scale of its pixels, "1080x1080@2": the size and @2x of the GET /static URL.
    const canvas = /^(\d+)x(\d+)@([\d.]+)$/.exec(response.headers.get("RouteCard-Canvas") || "");
    const size = canvas ? { width: canvas[1], height: canvas[2], scale: canvas[3] } : null;
    if (format === "pdf") {
      img.hidden = true;
    } else {
      await new Promise((resolve, reject) => { img.onload = resolve; img.onerror = () => reject(new Error("the card could not be shown")); img.src = cardURL; });
      img.alt = "The route card of " + file.name;
      img.hidden = false;
    }
    $("download").href = cardURL;
    $("download").download = file.name.replace(/(\.[a-z]+)+$/i, "") + "-card." + format;
    $("actions").hidden = false;
    setStatus("Your card is ready (" + Math.round(blob.size / 1024) + " KB)." + (warnings ? " Warning: " + warnings : ""));
    $("card").dataset.ready = "true";
    await showRequest(file, query, format, size);
  } catch (error) {
    setStatus("No card: " + error.message, true);
  } finally {
    $("make").disabled = false;
  }
}

function setUpDrop() {
  const zone = $("drop");
  zone.addEventListener("dragover", (event) => { event.preventDefault(); zone.classList.add("over"); });
  zone.addEventListener("dragleave", () => zone.classList.remove("over"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("over");
    if (event.dataTransfer.files.length) {
      $("route").files = event.dataTransfer.files;
      setStatus("Route: " + event.dataTransfer.files[0].name + ". Pick a style and make the card.");
    }
  });
}

$("card-form").addEventListener("submit", makeCard);
$("copy").addEventListener("click", async () => {
  try { await navigator.clipboard.writeText($("request-text").textContent); setStatus("The request is copied."); }
  catch (_) { setStatus("Select the request below and copy it."); }
});
setUpDrop();
loadStyles();
</script>
</body>
</html>
"""#
}
