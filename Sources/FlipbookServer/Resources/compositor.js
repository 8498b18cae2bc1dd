// Flipbook simulator page: the compositor of `composite` messages (docs/serve.md, "The page's compositor").
// While a finger drags a layer turning in 3D, the server sends each picture once and then only where it goes (a
// 3×3 homography per plane); this file keeps the pictures and places them with CSS `matrix3d`, so a move costs the
// page a style change, not a decode. Plain JavaScript, no build step; simulator.js drives it.
(() => {
  'use strict';

  // A composite's payload: 4-byte big-endian JSON length, the JSON `{planes: […]}`, then the pictures' bytes
  // (each plane's `offset` counts from the first byte after the JSON).
  function parse(payload) {
    const n = ((payload[0] << 24) | (payload[1] << 16) | (payload[2] << 8) | payload[3]) >>> 0;
    const planes = JSON.parse(new TextDecoder().decode(payload.subarray(4, 4 + n))).planes;
    if (!Array.isArray(planes)) throw new Error('composite without planes');
    return { planes, pictures: payload.subarray(4 + n) };
  }

  // The plane's homography (row-major, picture pixels → frame pixels), scaled from frame pixels to CSS pixels by
  // (kx, ky), as the column-major CSS `matrix3d` of an element of the picture's size with `transform-origin: 0 0`.
  function cssMatrix(m, kx, ky) {
    const a = [kx * m[0], kx * m[1], kx * m[2], ky * m[3], ky * m[4], ky * m[5], m[6], m[7], m[8]];
    return `matrix3d(${a[0]},${a[3]},0,${a[6]},${a[1]},${a[4]},0,${a[7]},0,0,1,0,${a[2]},${a[5]},0,${a[8]})`;
  }

  // `layer`: the element laid exactly over the screen's canvas (same box, overflow hidden). `hook`: the page's
  // test hooks (`pictures` — the ids held — and `decodes`, pictures decoded so far).
  window.FlipbookCompositor = function (layer, hook, wall) {
    // Pictures by id: {ready: Promise, bitmap, readyAt (wall ms), forgotten}. After each composite received the
    // page holds exactly the pictures it refers to (the server relies on that); a `frame` forgets them all.
    let pictures = new Map();
    const planes = [];   // the plane elements, reused by position: {canvas, id, transform, opacity, smooth}
    hook.decodes = 0;
    const publish = () => { hook.pictures = Array.from(pictures.keys()); };
    publish();

    function forget(entry) {
      entry.forgotten = true;
      if (entry.bitmap) { entry.bitmap.close(); entry.bitmap = null; }
    }
    const types = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', rgba: 'raw' };
    // Raw pictures carry no header: their width and height come from the plane that names them.
    const rgba = (bytes, width, height) => new ImageData(new Uint8ClampedArray(bytes), width, height);
    // `area` ([x, y, width, height]): the bytes are of that opaque rectangle of the picture only, the rest of it
    // transparent (a turning screen in its margin); it is drawn there in the plane.
    function decode(bytes, format, width, height, area) {
      if (!types[format]) throw new Error(`picture format ${format}`);
      if (area !== undefined && !(Array.isArray(area) && area.length === 4 && area.every(Number.isInteger)
          && area[0] >= 0 && area[1] >= 0 && area[2] > 0 && area[3] > 0 && area[0] + area[2] <= width && area[1] + area[3] <= height)) {
        throw new Error(`picture area ${JSON.stringify(area)} outside its ${width}×${height} pixels`);
      }
      const entry = { bitmap: null, readyAt: 0, forgotten: false, failed: null, x: area ? area[0] : 0, y: area ? area[1] : 0 };
      hook.decodes++;
      const kind = format + (area ? ' area' : '');
      hook.pictureKinds = Object.assign(hook.pictureKinds || {}, { [kind]: ((hook.pictureKinds || {})[kind] || 0) + 1 });
      // Raw pictures (`rgba`: straight-alpha RGBA rows, the picture's width × height) cost the server no encoding.
      const source = format === 'rgba' ? rgba(bytes, width, height) : new Blob([bytes], { type: types[format] });
      entry.ready = createImageBitmap(source)
        .then((bitmap) => {
          entry.readyAt = wall();
          if (entry.forgotten) bitmap.close(); else entry.bitmap = bitmap;
        }, (error) => { entry.failed = error; entry.readyAt = wall(); });
      return entry;
    }

    // Every composite received, drawn or not: start decoding the pictures it brings, keep those it refers to,
    // forget the rest. Returns what drawing it needs.
    function receive(h, payload) {
      const message = parse(payload);
      const kept = new Map(), started = [];
      try {
        for (const p of message.planes) {
          let entry = kept.get(p.id) || pictures.get(p.id);
          if (!entry && p.format !== undefined) {
            const end = p.offset + p.length;
            if (!(p.offset >= 0 && end <= message.pictures.length)) throw new Error(`picture ${p.id} outside the payload`);
            // The Blob (or the ImageData's array) copies the bytes.
            entry = decode(message.pictures.slice(p.offset, end), p.format, p.width, p.height, p.area);
            started.push(entry);
          }
          if (!entry) throw new Error(`composite refers to an unknown picture ${p.id}`);
          kept.set(p.id, entry);
        }
      } catch (error) {
        started.forEach(forget);   // a message refused leaves the pictures held as they were
        throw error;
      }
      for (const [id, entry] of pictures) if (!kept.has(id)) forget(entry);
      pictures = kept;
      publish();
      return { planes: message.planes, entries: message.planes.map((p) => kept.get(p.id)) };
    }

    // A still (a PNG frame) came: every picture is forgotten (the next composite brings its pictures again). A
    // moving (JPEG) frame between a drag's composites leaves them held (the protocol).
    function clear() {
      for (const entry of pictures.values()) forget(entry);
      pictures = new Map();
      publish();
    }

    // Whether drawing `c` must wait for decoding; `ready` resolves when it need not.
    const pending = (c) => c.entries.some((e) => !e.readyAt);
    const ready = (c) => Promise.all(c.entries.map((e) => e.ready));
    // When its pictures were ready (wall ms), never before the message arrived.
    const readyAt = (c, arrived) => Math.max(arrived, ...c.entries.map((e) => e.readyAt));

    // Places the planes of `c` over a screen of `cssWidth`×`cssHeight` CSS pixels showing a frame of h.width ×
    // h.height pixels. A plane element is redrawn only when its picture changes; otherwise only its style is set.
    function draw(h, c, cssWidth, cssHeight) {
      const failed = c.entries.find((e) => e.failed || !e.bitmap);
      if (failed) throw failed.failed || new Error('a picture was forgotten before it was drawn');
      const kx = cssWidth / h.width, ky = cssHeight / h.height;
      c.planes.forEach((p, i) => {
        let plane = planes[i];
        if (!plane) {
          const canvas = document.createElement('canvas');
          canvas.className = 'plane';
          layer.appendChild(canvas);
          plane = planes[i] = { canvas, id: null, transform: '', opacity: 1, smooth: true, clip: '', shown: true };
        }
        const canvas = plane.canvas;
        if (plane.id !== p.id) {
          const entry = c.entries[i];
          if (canvas.width !== p.width || canvas.height !== p.height) {
            canvas.width = p.width; canvas.height = p.height;
          }
          const g = canvas.getContext('2d');
          g.clearRect(0, 0, canvas.width, canvas.height);
          g.drawImage(entry.bitmap, entry.x, entry.y);
          // The element has the picture's size in CSS pixels: the matrix maps picture pixels.
          canvas.style.width = p.width + 'px'; canvas.style.height = p.height + 'px';
          plane.id = p.id;
        }
        const transform = cssMatrix(p.matrix, kx, ky);
        if (plane.transform !== transform) { canvas.style.transform = transform; plane.transform = transform; }
        const opacity = p.opacity === undefined ? 1 : p.opacity;
        if (plane.opacity !== opacity) { canvas.style.opacity = String(opacity); plane.opacity = opacity; }
        const smooth = p.smooth !== false;
        if (plane.smooth !== smooth) { canvas.style.imageRendering = smooth ? '' : 'pixelated'; plane.smooth = smooth; }
        // A snapshot view's rounded corners: insets (left, top, right, bottom) and radii in the picture's pixels,
        // applied in the element's own plane, before its transform, as Core Animation clips before it flattens.
        const q = p.clip;
        const clip = q && q.length === 6 ? `inset(${q[1]}px ${q[2]}px ${q[3]}px ${q[0]}px round ${q[4]}px / ${q[5]}px)` : '';
        if (plane.clip !== clip) { canvas.style.clipPath = clip; plane.clip = clip; }
        if (!plane.shown) { canvas.style.display = ''; plane.shown = true; }
      });
      for (let i = c.planes.length; i < planes.length; i++) {
        if (planes[i].shown) { planes[i].canvas.style.display = 'none'; planes[i].shown = false; }
      }
      layer.hidden = false;
    }

    // A frame was drawn on the screen's canvas: hide the planes and give back their pixels.
    function hide() {
      if (layer.hidden) return;
      layer.hidden = true;
      for (const plane of planes) {
        plane.canvas.width = 0; plane.canvas.height = 0;
        plane.id = null;
      }
    }

    return { receive, clear, pending, ready, readyAt, draw, hide };
  };
  window.FlipbookCompositor.cssMatrix = cssMatrix;
})();
