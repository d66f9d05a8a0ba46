/** Thrown by BoundedQueue.run when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super('The queue is full')
    this.name = 'QueueFullError'
  }
}

/**
 * At most `atOnce` tasks run at a time and at most `waiting` more wait their turn; a task arriving when
 * both are full is refused at once (QueueFullError) instead of queueing without end. For work that
 * costs the whole process CPU (drawing a picture), where an unbounded line would slow every request.
 */
export class BoundedQueue {
  private running = 0
  private readonly line: (() => void)[] = []

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      if (this.line.length >= this.waiting) throw new QueueFullError()
      // The slot is handed over by the task that finishes (see below), so the count never overshoots.
      await new Promise<void>((resolve) => this.line.push(resolve))
    } else {
      this.running += 1
    }
    try {
      return await task()
    } finally {
      const next = this.line.shift()
      if (next) next()
      else this.running -= 1
    }
  }
}
