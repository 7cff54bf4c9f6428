//! `row_object!`: a GraphQL object over a store row held as `self.0`, its column
//! resolvers declared by name and kind instead of written out one by one.

/// `row_object! { #[Object(…)] impl FooObj { columns { id: str, uses: i64, … } …resolvers } }`
/// gives each column a resolver of its name reading `self.0.<name>`, by kind: `str`
/// (lent), `as_str` (a closed set such as `Engine`, as its text), `bool` and `i64`
/// (copied), `opt_str` (an optional string, lent), `time` and
/// `opt_time` (ISO 8601, [`iso`](super::types::iso)). Doc comments on a column become
/// its GraphQL description. The resolvers after `columns` are written by hand (nested
/// lists, values shown once); fields appear in the order written.
macro_rules! row_object {
    (
        $(#[$attr:meta])*
        impl $obj:ident {
            columns { $($cols:tt)* }
            $($extra:tt)*
        }
    ) => {
        $crate::graphql::object::row_object!(@munch [$(#[$attr])*] $obj [] [$($extra)*] $($cols)*);
    };
    (@munch [$($attr:tt)*] $obj:ident [$($out:tt)*] [$($extra:tt)*] $(,)?) => {
        $($attr)*
        impl $obj {
            $($out)*
            $($extra)*
        }
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: str $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> &str { &self.0.$f }
        ] $extra $($($rest)*)?);
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: as_str $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> &str { self.0.$f.as_str() }
        ] $extra $($($rest)*)?);
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: opt_str $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> Option<&str> { self.0.$f.as_deref() }
        ] $extra $($($rest)*)?);
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: bool $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> bool { self.0.$f }
        ] $extra $($($rest)*)?);
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: i64 $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> i64 { self.0.$f }
        ] $extra $($($rest)*)?);
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: time $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> String { $crate::graphql::types::iso(self.0.$f) }
        ] $extra $($($rest)*)?);
    };
    (@munch $attr:tt $obj:ident [$($out:tt)*] $extra:tt $(#[$m:meta])* $f:ident: opt_time $(, $($rest:tt)*)?) => {
        $crate::graphql::object::row_object!(@munch $attr $obj [$($out)*
            $(#[$m])* async fn $f(&self) -> Option<String> { self.0.$f.map($crate::graphql::types::iso) }
        ] $extra $($($rest)*)?);
    };
}

pub(crate) use row_object;
