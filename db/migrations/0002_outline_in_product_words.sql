-- Course outlines in the product's words: {moduleTitle, subModules: [{subModuleTitle, subsubModules: [{subSubModuleTitle}]}]}
-- becomes {title, topics: [{title, subtopics: [{title}]}]}. The API still speaks the old names (lib/validation/courses.ts).
UPDATE "courses" SET "outline" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'title', m.value->>'moduleTitle',
    'topics', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'title', t.value->>'subModuleTitle',
        'subtopics', coalesce((
          SELECT jsonb_agg(jsonb_build_object('title', s.value->>'subSubModuleTitle') ORDER BY s.ordinality)
          FROM jsonb_array_elements(coalesce(t.value->'subsubModules', '[]'::jsonb)) WITH ORDINALITY AS s(value, ordinality)
        ), '[]'::jsonb)
      ) ORDER BY t.ordinality)
      FROM jsonb_array_elements(coalesce(m.value->'subModules', '[]'::jsonb)) WITH ORDINALITY AS t(value, ordinality)
    ), '[]'::jsonb)
  ) ORDER BY m.ordinality)
  FROM jsonb_array_elements("outline") WITH ORDINALITY AS m(value, ordinality)
), '[]'::jsonb)
WHERE jsonb_typeof("outline") = 'array' AND jsonb_array_length("outline") > 0 AND ("outline"->0) ? 'moduleTitle';
