/**
 * The commands the chat throughput loads send, numbered by the load: a chat.send into one of
 * `threads` threads named `{prefix}-{n}`, and the document.create baseline (a project as the
 * demo declares it).
 */
export const chatSendBody = (prefix: string, threads: number) => (i: number) => ({
  id: `${prefix}-send-${i}`,
  type: 'chat.send',
  payload: {
    thread: `${prefix}-${i % threads}`,
    body: `Mensaje ${i}: ¿quedamos mañana a las 8 en la obra?`,
  },
});

export const projectCreateBody = (prefix: string) => (i: number) => ({
  id: `${prefix}-create-${i}`,
  type: 'document.create',
  payload: {
    collection: 'proyectos',
    data: {
      Name: `Reforma de cocina ${i}`,
      Habitación: 'Cocina',
      ImgArray: [],
      Presupuesto: 12_000 + (i % 9_000),
      Estado: 'Presupuesto',
    },
  },
});
