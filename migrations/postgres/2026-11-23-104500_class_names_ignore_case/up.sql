-- Class names are unique within their parent whatever their letter case: "College" and
-- "college" name the same category. Names that already differ only in case are told apart
-- by the start of their id first, so no class is lost.
UPDATE categories SET name = name || ' (' || substr(id, 1, 8) || ')'
WHERE EXISTS (
    SELECT 1 FROM categories AS other
    WHERE lower(other.name) = lower(categories.name) AND other.id < categories.id
);
CREATE UNIQUE INDEX categories_by_name_ignoring_case ON categories (lower(name));

UPDATE levels SET name = name || ' (' || substr(id, 1, 8) || ')'
WHERE EXISTS (
    SELECT 1 FROM levels AS other
    WHERE other.category_id = levels.category_id
      AND lower(other.name) = lower(levels.name) AND other.id < levels.id
);
CREATE UNIQUE INDEX levels_by_name_ignoring_case ON levels (category_id, lower(name));

UPDATE sections SET name = name || ' (' || substr(id, 1, 8) || ')'
WHERE EXISTS (
    SELECT 1 FROM sections AS other
    WHERE other.level_id = sections.level_id
      AND lower(other.name) = lower(sections.name) AND other.id < sections.id
);
CREATE UNIQUE INDEX sections_by_name_ignoring_case ON sections (level_id, lower(name));

UPDATE subjects SET name = name || ' (' || substr(id, 1, 8) || ')'
WHERE EXISTS (
    SELECT 1 FROM subjects AS other
    WHERE other.section_id = subjects.section_id
      AND lower(other.name) = lower(subjects.name) AND other.id < subjects.id
);
CREATE UNIQUE INDEX subjects_by_name_ignoring_case ON subjects (section_id, lower(name));
