import { describe, expect, it } from "vitest";
import { eagerPictures } from "@/server/page-render";

describe("the pictures a start draws ahead", () => {
  it("are the image path's pictures a page loads at once, not its lazy ones nor files served as they are", () => {
    const html = [
      '<img src="/img?src=%2Fimages%2Fbrand%2Flogo.svg&amp;w=480" alt="" width="167" height="40" class="h-10 w-auto"/>',
      '<img src="/img?src=%2Fimages%2Fcourses%2Fkafka.svg&amp;w=800" alt="" width="800" height="450" loading="eager" fetchPriority="high"/>',
      '<img src="/img?src=%2Fimages%2Fcourses%2Fspark.svg&amp;w=800" alt="" width="800" height="450" loading="lazy"/>',
      '<img src="/uploads/courses/photo.webp" alt=""/>',
    ].join("");
    expect(eagerPictures(html)).toEqual(["/img?src=%2Fimages%2Fbrand%2Flogo.svg&w=480", "/img?src=%2Fimages%2Fcourses%2Fkafka.svg&w=800"]);
  });
});
