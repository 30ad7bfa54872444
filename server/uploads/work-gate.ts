// At most `size` of a kind of work at once in this process; the rest wait their turn in arrival order. Uploads
// use two: libvips decoding and encoding (pixel memory, server/api/routes/uploads.ts IMAGES_AT_ONCE) and the index-and-store
// step (one at a time, so the sweep never deletes a file an upload is storing again).

export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function workGate(size: number): WorkGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished piece of work hands its slot straight to the first waiter, so none can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(work) {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
