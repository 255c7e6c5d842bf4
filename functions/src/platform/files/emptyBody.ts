/** The body of an answer that sends no bytes (a range the file does not have). */
export const emptyBody = (): ReadableStream<Uint8Array> =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.close();
    },
  });
