/** An IntersectionObserver a test drives: `approach()` tells every observer its elements are near the viewport. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static approach() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
