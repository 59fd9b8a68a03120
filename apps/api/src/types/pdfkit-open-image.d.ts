// pdfkit's documented `openImage` (docs: "Open image for later use"), missing from @types/pdfkit. An image
// opened once and handed to image() is embedded once per document; the same bytes handed to image() on
// every page are decoded and embedded on every page (the company logo: +4.3 MB and 3× the time of a
// 1,000-inspection PDF, bench:reports).
declare namespace PDFKit.Mixins {
  interface OpenedImage {
    readonly width: number;
    readonly height: number;
  }

  interface PDFImage {
    openImage(src: ImageSrc): OpenedImage;
    image(src: OpenedImage, x?: number, y?: number, options?: ImageOption): this;
    image(src: OpenedImage, options?: ImageOption): this;
  }
}
