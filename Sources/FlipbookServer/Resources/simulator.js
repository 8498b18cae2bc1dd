// Flipbook simulator page: one WebSocket session. Plain JavaScript, no build step.
// Protocol: JSON text messages {"v":1,"type":…}; binary messages = 4-byte big-endian header length, JSON
// header, payload (frames: JPEG/PNG; composites: planes placed by compositor.js; exports: files).
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const canvas = $('canvas'), ctx = canvas.getContext('2d');
  const screen = $('screen'), scrubber = $('scrubber');
  // Test and benchmark hooks: what the page received and drew.
  const hook = window.__flipbook = {
    frames: 0, drawn: 0, composites: 0, lastFrame: null, state: null, scenes: [], errors: [], exports: [],
    latencies: [], presented: [], breakdown: [], traces: [], tree: null, connected: false, crashed: null, progress: null,
  };
  let device = { width: 375, height: 667, scale: 2 };
  let state = null, fitted = true, span = { from: null, to: null };
  let seq = 0, pendingInputs = [];   // [seq, event time, handler time, sent (wall ms)] of touches not yet seen in a frame
  const wall = () => performance.timeOrigin + performance.now();
  let scrubbing = false, inspectWanted = false, lastInspect = 0, lastTimeline = -Infinity;

  // MARK: Connection
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
  ws.binaryType = 'arraybuffer';
  // The last 200 messages sent, numbered (tests read them).
  hook.sent = []; hook.sentTotal = 0;   // each kept with its number n
  const send = (type, fields = {}) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    const message = Object.assign({ v: 1, type }, fields);
    ws.send(JSON.stringify(message));
    hook.sent.push(Object.assign({ n: hook.sentTotal++ }, message));
    if (hook.sent.length > 200) hook.sent.shift();
  };
  hook.send = send;
  ws.onopen = () => { hook.connected = true; status('connected'); };
  ws.onclose = (e) => { hook.connected = false; status('disconnected' + (e.reason ? ': ' + e.reason : ''), true); };
  ws.onmessage = (event) => {
    if (typeof event.data === 'string') return onText(JSON.parse(event.data));
    const bytes = new Uint8Array(event.data);
    const n = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + n)));
    const payload = bytes.subarray(4 + n);
    if (header.type === 'frame') { header.arrived = wall(); header.pageBusy = drawing; onFrame(header, payload); }
    else if (header.type === 'composite') { header.arrived = wall(); header.pageBusy = drawing; onComposite(header, payload); }
    else if (header.type === 'same') { header.arrived = wall(); header.pageBusy = drawing; onUnchanged(header); }
    else if (header.type === 'export') onExport(header, payload);
  };

  function onText(m) {
    switch (m.type) {
      case 'welcome':
        hook.scenes = m.scenes;
        $('scene').innerHTML = '';
        for (const s of m.scenes) {
          const o = document.createElement('option');
          o.value = s.name; o.textContent = s.name; o.title = s.summary;
          $('scene').appendChild(o);
        }
        break;
      case 'state': onState(m); break;
      case 'inspector': onInspector(m); break;
      case 'progress': onProgress(m); break;
      case 'error':
        hook.errors.push(m);
        status(m.message, true);
        if (m.code === 'crashed') onCrash(m.message);
        else if (m.message.startsWith('export failed')) onProgress(null);
        break;
    }
  }

  function onState(s) {
    state = hook.state = s;
    if (s.device.width !== device.width || s.device.height !== device.height || s.device.scale !== device.scale) {
      device = s.device;
      layout();
    }
    $('scene').value = s.scene;
    $('pause').textContent = s.paused ? '▶ Resume' : '❚❚ Pause';
    $('pause').classList.toggle('active', s.paused);
    document.querySelectorAll('.speed').forEach((b) => b.classList.toggle('active', Number(b.dataset.speed) === s.speed));
    updateTimeline(s.historyStart, s.historyEnd, s.shownTime, s.live);
    // Paused, stepped or back live: the tree of the frame now shown (frames may not follow a pause).
    if ($('inspect-live').checked) send('inspect');
  }

  // MARK: Frames: newest wins. While one frame is being decoded, a newer one replaces any frame still waiting, so
  // the canvas never falls behind the server by more than one picture. Composites (a drag's planes, placed by
  // compositor.js over the canvas) share the queue: they come where a frame could.
  let waiting = null, drawing = false, unchangedAfter = null;
  const compositor = window.FlipbookCompositor($('planes'), hook, wall);
  let shownComposite = null;   // [header, planes] on screen, placed again when the screen's size changes
  function enqueue(h, data) {
    if (waiting) hook.skipped = (hook.skipped || 0) + 1;
    waiting = [h, data];
    if (!drawing) drawFrames();
  }
  // The screen is unchanged by a touch: the server sends a header and no picture, behind the frame it says is
  // current. A frame still waiting here shows it too and answers the touch; behind the frame being drawn, the
  // answer waits for it; else the canvas already shows it.
  function onUnchanged(h) {
    hook.unchanged = (hook.unchanged || 0) + 1;
    if (waiting) waiting[0].input = Math.max(waiting[0].input || 0, h.input || 0);
    else if (drawing) unchangedAfter = h;
    else answered(h);
  }
  // An unchanged header counts as drawn at once: there is nothing to decode.
  function answered(h) {
    h.decodeStart = h.decoded = wall();
    drawn(h, performance.now());
  }
  function onFrame(h, payload) {
    hook.frames++;
    if (h.format === 'png') compositor.clear();   // a still forgets every picture; a drag's JPEG frame does not (the protocol)
    enqueue(h, payload);
  }
  // Every composite's pictures are taken in (decoding starts) when it arrives, even if a newer one replaces it
  // before it is drawn: the next may refer to them by id alone.
  function onComposite(h, payload) {
    let planes;
    try { planes = compositor.receive(h, payload); } catch (e) { hook.errors.push({ type: 'composite', message: String(e) }); status('composite: ' + e, true); return; }
    enqueue(h, planes);
  }
  // A composite is drawn when its planes' transforms are set; its "decoding" is the wait for pictures it brought
  // (from its arrival; none when every picture was ready).
  async function drawComposite(h, planes) {
    if (compositor.pending(planes)) {
      await compositor.ready(planes);
      // A newer message came meanwhile: it wins, and may have let these pictures go.
      if (waiting) { hook.skipped = (hook.skipped || 0) + 1; return; }
    }
    h.decodeStart = h.arrived;
    h.decoded = compositor.readyAt(planes, h.arrived);
    compositor.draw(h, planes, device.width * hook.zoom, device.height * hook.zoom);
    shownComposite = [h, planes];
    hook.composites++;
    drawn(h, performance.now());
  }
  // Decoding: createImageBitmap, off the main thread, to RGB. WebCodecs' ImageDecoder (`?decoder=imagedecoder`)
  // decodes faster but leaves YUV that drawImage converts on the main thread: in headless Chromium without a GPU
  // decode + draw took 10.4 ms at the median against 5.9 ms (docs/serve.md).
  hook.decoder = new URLSearchParams(location.search).get('decoder') === 'imagedecoder' && 'ImageDecoder' in window
    ? 'ImageDecoder' : 'createImageBitmap';
  async function decode(bytes, type) {
    if (hook.decoder === 'ImageDecoder') {
      const decoder = new ImageDecoder({ data: bytes, type });
      try { return (await decoder.decode()).image; } finally { decoder.close(); }
    }
    return createImageBitmap(new Blob([bytes], { type }));
  }
  async function drawFrames() {
    drawing = true;
    while (waiting || unchangedAfter) {
      if (unchangedAfter) {
        const h = unchangedAfter;
        unchangedAfter = null;
        answered(h);
        continue;
      }
      const [h, payload] = waiting;
      waiting = null;
      try {
        if (h.type === 'composite') { await drawComposite(h, payload); continue; }
        h.decodeStart = wall();
        const image = await decode(payload, h.format === 'png' ? 'image/png' : 'image/jpeg');
        h.decoded = wall();
        // The canvas takes the frame's pixel size and CSS stretches it over the screen: a drag's frames come at
        // the server's motion scale (fewer pixels, sooner on screen), every other frame at the device's scale.
        const width = image.displayWidth || image.width, height = image.displayHeight || image.height;
        if (canvas.width !== width || canvas.height !== height) {
          canvas.width = width; canvas.height = height;
        }
        ctx.drawImage(image, 0, 0);
        image.close();
        compositor.hide();
        shownComposite = null;
        drawn(h, performance.now());
      } catch (e) {
        status(h.type + ': ' + e, true);
      }
    }
    drawing = false;
  }
  function drawn(h, now) {
    // `lastFrame`: the last picture drawn (an unchanged header leaves it).
    if (h.type !== 'same') { hook.drawn++; hook.lastFrame = h; }
    if (h.input) {
      // Pointer-to-pixels: from the pointer event to the first frame drawn that the server rendered after
      // applying it; and to the next animation frame, when the browser has composited it.
      const done = [], inputs = [];
      while (pendingInputs.length && pendingInputs[0][0] <= h.input) inputs.push(pendingInputs.shift());
      for (const i of inputs) { done.push(i[1]); hook.latencies.push(now - i[1]); }
      // Every stamp of the touch this frame was rendered for (the worker's, the server's and the page's), for
      // the benchmark's breakdown; all wall-clock milliseconds.
      const own = inputs.find((i) => i[0] === h.inSeq);
      if (own && hook.traces.length < 5000) {
        const origin = performance.timeOrigin;
        hook.traces.push({ seq: own[0], event: origin + own[1], handler: origin + own[2], sent: own[3], total: now - own[1],
          inRead: h.inRead, inApplied: h.inApplied, ticksBeforeApply: h.ticksBeforeApply, ticksAfterApply: h.ticksAfterApply,
          renderStart: h.renderStart, rendered: h.rendered, renderedBy: h.renderedBy, encodeStart: h.encodeStart,
          encoders: h.encoders, encoded: h.sentAt, relayIn: h.relayIn, arrived: h.arrived, pageBusy: h.pageBusy,
          decodeStart: h.decodeStart, decoded: h.decoded, drawn: origin + now, skipped: hook.skipped || 0, type: h.type });
      }
      // Where it went: the server's tick, its wait for the encoder, the encoding, the trip to the page (same
      // machine, same wall clock), decoding and drawing here.
      if (done.length && h.sentAt) hook.breakdown.push({ total: now - done[0], tick: h.tickMs, wait: h.waitMs, encode: h.encodeMs,
        transit: h.arrived - h.sentAt, draw: performance.timeOrigin + now - h.arrived });
      if (done.length) requestAnimationFrame((shown) => { for (const t of done) hook.presented.push(Math.max(shown, now) - t); });
    }
    // While a finger is down the timeline moves at most four times a second: each update costs the main thread a
    // style, layout and paint pass (about 1 ms a frame in headless Chromium, docs/serve.md) that a pointer event
    // arriving then waits behind. The frame after the lift brings it up to date.
    if (!scrubbing && (pointers.size === 0 || now - lastTimeline >= 250)) {
      lastTimeline = now;
      updateTimeline(h.historyStart, h.historyEnd, h.time, h.live);
    }
    $('badge').hidden = h.live;
    if (inspectWanted || ($('inspect-live').checked && now - lastInspect > 250)) {
      inspectWanted = false; lastInspect = now;
      send('inspect');
    }
  }

  // The scene crashed: its session has ended (the server and other sessions go on). Say why over the device.
  function onCrash(message) {
    hook.crashed = message;
    $('crash-message').textContent = message;
    $('crash').hidden = false;
  }
  $('crash-restart').onclick = () => location.reload();

  // A GIF or MP4 export runs beside the session: its progress, then the file.
  function onProgress(p) {
    hook.progress = p;
    const bar = $('export-progress');
    bar.hidden = !p;
    if (!p) return;
    bar.value = p.fraction;
    status(`exporting ${p.format}: ${p.phase === 'render' ? 'drawing' : 'writing'} ${p.frames} frames, ${Math.round(p.fraction * 100)} %`);
  }

  function onExport(h, payload) {
    if (h.format !== 'png') onProgress(null);
    hook.exports.push({ format: h.format, filename: h.filename, bytes: payload.length, frames: h.frames,
      head: Array.from(payload.subarray(0, 12)) });
    const url = URL.createObjectURL(new Blob([payload], { type: { png: 'image/png', gif: 'image/gif', mp4: 'video/mp4' }[h.format] }));
    const a = document.createElement('a');
    a.href = url; a.download = h.filename; document.body.appendChild(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    status('exported ' + h.filename);
  }

  // MARK: Device size: 1:1 (a CSS pixel per point) or fitted
  function layout() {
    let zoom = 1;
    if (fitted) {
      const area = $('stage-area');
      const availW = area.clientWidth - 80, availH = area.clientHeight - 80;
      zoom = Math.min(availW / device.width, availH / device.height, 2);
      if (!(zoom > 0)) zoom = 1;
    }
    screen.style.width = device.width * zoom + 'px';
    screen.style.height = device.height * zoom + 'px';
    $('fit').textContent = fitted ? '1:1' : 'Fit';
    hook.zoom = zoom;
    if (shownComposite) {
      try { compositor.draw(shownComposite[0], shownComposite[1], device.width * zoom, device.height * zoom); } catch (e) { shownComposite = null; }
    }
  }
  window.addEventListener('resize', layout);
  $('fit').onclick = () => { fitted = !fitted; layout(); };

  // MARK: Touches
  const pointers = new Map();   // pointerId → [touch ids]
  function toPoint(e) {
    const r = canvas.getBoundingClientRect();
    return { x: (e.clientX - r.left) / r.width * device.width, y: (e.clientY - r.top) / r.height * device.height };
  }
  // With Option, the mouse is two fingers mirrored about the screen's centre (pinch, rotate); with
  // Option-Shift the second finger keeps its offset (two fingers moving together), as in Simulator.
  let pairOffset = null;
  function fingersFor(e, id, p, phase) {
    if (e.pointerType === 'mouse' && e.altKey) {
      if (phase === 'began') pairOffset = e.shiftKey ? { dx: 0, dy: 60 } : null;
      const q = pairOffset ? { x: p.x + pairOffset.dx, y: p.y + pairOffset.dy }
                           : { x: device.width - p.x, y: device.height - p.y };
      return [{ id: id * 2 + 1, x: p.x, y: p.y }, { id: id * 2 + 2, x: q.x, y: q.y }];
    }
    return [{ id: id * 2 + 1, x: p.x, y: p.y }];
  }
  function sendTouch(phase, touches, t) {
    seq++;
    pendingInputs.push([seq, t, performance.now(), wall()]);
    if (pendingInputs.length > 200) pendingInputs.shift();
    send('touch', { phase, touches, seq });
    showFingers(phase === 'ended' || phase === 'cancelled' ? [] : touches);
  }
  function showFingers(touches) {
    const layer = $('fingers');
    layer.innerHTML = '';
    const r = screen.getBoundingClientRect();
    for (const t of touches) {
      if (t.id % 2 === 1 && touches.length === 1) continue;   // one finger: the cursor shows it
      const d = document.createElement('div');
      d.className = 'finger';
      d.style.left = t.x / device.width * r.width + 'px';
      d.style.top = t.y / device.height * r.height + 'px';
      layer.appendChild(d);
    }
  }
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    e.preventDefault();
    // Capture keeps a drag's moves coming when it leaves the canvas; a pointer the browser will not capture (a
    // second finger, in some browsers) is still a touch.
    try { canvas.setPointerCapture(e.pointerId); } catch (error) { hook.uncaptured = (hook.uncaptured || 0) + 1; }
    hook.pointerTypes = Object.assign(hook.pointerTypes || {}, { [e.pointerType]: ((hook.pointerTypes || {})[e.pointerType] || 0) + 1 });
    if (state && !state.live) send('live');
    const touches = fingersFor(e, e.pointerId, toPoint(e), 'began');
    pointers.set(e.pointerId, touches.map((t) => t.id));
    sendTouch('began', touches, e.timeStamp);
  });
  // A touch's `touchstart` is cancelled too, though `touch-action: none` already stops scrolling. Until a
  // touchstart is handled (or the first move comes, or 100 ms pass) Chromium's scheduler treats the touch as a
  // possible scroll and holds back other work, the socket's messages included: a swipe's first frames arrived
  // 55–100 ms late. A cancelled touchstart tells it the page owns the gesture. Pointer events still come: they are
  // dispatched before the touch events they belong to.
  canvas.addEventListener('touchstart', (e) => { if (e.cancelable) e.preventDefault(); }, { passive: false });
  // Moves as soon as the browser has them: `pointerrawupdate` (secure contexts such as loopback; Chromium) is not
  // held back to the next animation frame as `pointermove` is, which saves up to a frame of latency. Where a
  // pointer gets no raw updates (some browsers, some pointer types) its `pointermove`s are used.
  const rawPointers = new Set();
  function onMove(e) {
    const ids = pointers.get(e.pointerId);
    if (!ids) return;
    const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    const last = events.length ? events[events.length - 1] : e;
    const touches = fingersFor(e, e.pointerId, toPoint(last), 'moved').filter((t) => ids.includes(t.id));
    sendTouch('moved', touches, e.timeStamp);
  }
  canvas.addEventListener('pointerrawupdate', (e) => { rawPointers.add(e.pointerId); hook.rawMoves = (hook.rawMoves || 0) + 1; onMove(e); });
  canvas.addEventListener('pointermove', (e) => { if (!rawPointers.has(e.pointerId)) onMove(e); });
  const lift = (phase) => (e) => {
    const ids = pointers.get(e.pointerId);
    if (!ids) return;
    pointers.delete(e.pointerId);
    rawPointers.delete(e.pointerId);
    const touches = fingersFor(e, e.pointerId, toPoint(e), 'ended');
    // Lift every finger this pointer put down (the Option pair lifts together).
    const lifted = ids.map((id, i) => touches[i] && touches[i].id === id ? touches[i] : Object.assign({}, touches[0], { id }));
    sendTouch(phase, lifted, e.timeStamp);
  };
  canvas.addEventListener('pointerup', lift('ended'));
  canvas.addEventListener('pointercancel', lift('cancelled'));

  // MARK: Controls
  $('scene').onchange = () => send('scene', { name: $('scene').value });
  $('restart').onclick = () => send('restart');
  document.querySelectorAll('.speed').forEach((b) => { b.onclick = () => send('speed', { value: Number(b.dataset.speed) }); });
  $('pause').onclick = () => send('pause', { paused: !(state && state.paused) });
  $('back').onclick = () => { inspectWanted = true; send('step', { frames: -1 }); };
  $('forward').onclick = () => { inspectWanted = true; send('step', { frames: 1 }); };
  $('live').onclick = () => send('live');
  $('export-png').onclick = () => send('export', { format: 'png' });
  const exportSpan = (format) => {
    const f = { format };
    if (span.from !== null) f.from = span.from;
    if (span.to !== null) f.to = span.to;
    if (f.from !== undefined && f.to !== undefined && f.to < f.from) [f.from, f.to] = [f.to, f.from];
    status('exporting ' + format + '…');
    send('export', f);
  };
  $('export-gif').onclick = () => exportSpan('gif');
  $('export-mp4').onclick = () => exportSpan('mp4');
  $('mark-in').onclick = () => { span.from = shownTime(); drawSpan(); };
  $('mark-out').onclick = () => { span.to = shownTime(); drawSpan(); };
  document.addEventListener('keydown', (e) => {
    if (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
    if (e.key === ' ') { e.preventDefault(); $('pause').click(); }
    else if (e.key === 'ArrowLeft') { e.preventDefault(); $('back').click(); }
    else if (e.key === 'ArrowRight') { e.preventDefault(); $('forward').click(); }
    else if (e.key === 'r' && !e.metaKey && !e.ctrlKey) $('restart').click();
  });

  // MARK: Timeline: drag to any recorded instant; release goes live again (unless paused)
  function shownTime() { return Number(scrubber.value); }
  function updateTimeline(start, end, shown, live) {
    scrubber.min = start; scrubber.max = Math.max(end, start + 1e-6);
    scrubber.value = shown;
    $('time').textContent = shown.toFixed(3) + ' s' + (live ? '' : ' ⏪');
    $('live').classList.toggle('active', !!live);
    drawSpan();
  }
  function drawSpan() {
    const el = $('span');
    const min = Number(scrubber.min), max = Number(scrubber.max);
    if (span.from === null && span.to === null) { el.style.display = 'none'; return; }
    const a = span.from ?? min, b = span.to ?? max;
    const lo = Math.max(min, Math.min(a, b)), hi = Math.min(max, Math.max(a, b));
    el.style.display = 'block';
    el.style.left = ((lo - min) / (max - min) * 100) + '%';
    el.style.width = Math.max(0.5, (hi - lo) / (max - min) * 100) + '%';
  }
  let seekQueued = false;
  scrubber.addEventListener('input', () => {
    scrubbing = true;
    $('time').textContent = shownTime().toFixed(3) + ' s ⏪';
    if (seekQueued) return;
    seekQueued = true;
    requestAnimationFrame(() => { seekQueued = false; inspectWanted = true; send('seek', { time: shownTime() }); });
  });
  scrubber.addEventListener('change', () => {
    scrubbing = false;
    if (!(state && state.paused)) send('live');
  });

  // MARK: Inspector: the layer tree at the instant shown; hovering a row outlines the layer
  $('inspect-live').onchange = () => { if ($('inspect-live').checked) send('inspect'); };
  function onInspector(tree) {
    hook.tree = tree;
    $('inspector-time').textContent = 'at ' + tree.time.toFixed(3) + ' s' + (tree.live ? '' : ' (past)');
    const list = $('layers');
    const hovered = list.querySelector('li:hover');
    const hoveredId = hovered ? Number(hovered.dataset.id) : null;
    list.innerHTML = '';
    for (const l of tree.layers) {
      const li = document.createElement('li');
      li.dataset.id = l.id;
      li.style.paddingLeft = 4 + l.depth * 10 + 'px';
      if (l.hidden || l.opacity === 0) li.classList.add('hidden-layer');
      const f = l.frame.map((v) => +v.toFixed(1)).join(', ');
      let html = `<span class="type">${esc(l.type)}</span>${l.name ? ' “' + esc(l.name) + '”' : ''}${l.isMask ? ' (mask)' : ''} (${f})`;
      if (l.opacity !== 1) html += ` α ${l.opacity}`;
      if (l.transform) html += ` ⟲ [${describeTransform(l.transform)}]`;
      for (const a of l.animations) {
        const p = a.progress == null ? 0 : a.progress;
        html += `<span class="anim">▸ ${esc(a.keyPath || a.kind)} ${esc(a.curve)} ${a.duration}s<span class="bar"><i style="width:${(p * 100).toFixed(0)}%"></i></span>${(p * 100).toFixed(0)}%</span>`;
      }
      li.innerHTML = html;
      li.title = l.transform ? 'transform: ' + l.transform.join(' ') : '';
      li.onmouseenter = () => outline(l.outline);
      li.onmouseleave = () => outline(null);
      list.appendChild(li);
      if (hoveredId === l.id) outline(l.outline);
    }
  }
  function describeTransform(m) {
    const rz = Math.atan2(m[1], m[0]) * 180 / Math.PI;
    const sx = Math.hypot(m[0], m[1], m[2]);
    let s = `tx ${m[12].toFixed(1)} ty ${m[13].toFixed(1)}`;
    if (Math.abs(rz) > 0.05) s += ` rot ${rz.toFixed(1)}°`;
    if (Math.abs(sx - 1) > 1e-3) s += ` sx ${sx.toFixed(2)}`;
    if (m[3] !== 0 || m[7] !== 0 || m[11] !== 0 || m[2] !== 0) s += ' 3D';
    return s;
  }
  function outline(rect) {
    const el = $('outline');
    if (!rect) { el.hidden = true; return; }
    const r = screen.getBoundingClientRect();
    const k = r.width / device.width;
    Object.assign(el.style, { left: rect[0] * k + 'px', top: rect[1] * k + 'px', width: rect[2] * k + 'px', height: rect[3] * k + 'px' });
    el.hidden = false;
  }
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

  function status(text, error) {
    const el = $('status');
    el.textContent = text;
    el.classList.toggle('error', !!error);
    el.title = text;
  }
  layout();
})();
