//! Hasura-style `where`, `order_by`, `limit` and `offset`, applied to a team's rows.
//!
//! Rows are team-scoped and few, so filtering happens in memory after one query; the
//! input types mirror Hasura's names (`String_comparison_exp`, `app_bool_exp`, …).

use humanid_core::Code;
use std::cmp::Ordering;

use async_graphql::{Enum, InputObject};

use super::context::gql_error;

/// Most rows one list field returns.
pub const MAX_LIMIT: i32 = 1000;
/// Deepest `_and` nesting a filter may have (`limits` bounds the document before this;
/// matching recurses once per level, so it is bounded here too).
pub const MAX_FILTER_DEPTH: usize = 8;

#[derive(InputObject, Default)]
#[graphql(name = "String_comparison_exp")]
pub struct StringCmp {
    #[graphql(name = "_eq")]
    eq: Option<String>,
    #[graphql(name = "_neq")]
    neq: Option<String>,
    #[graphql(name = "_in")]
    any: Option<Vec<String>>,
    #[graphql(name = "_gt")]
    gt: Option<String>,
    #[graphql(name = "_lt")]
    lt: Option<String>,
}

#[derive(InputObject, Default)]
#[graphql(name = "Int_comparison_exp")]
pub struct IntCmp {
    #[graphql(name = "_eq")]
    eq: Option<i64>,
    #[graphql(name = "_neq")]
    neq: Option<i64>,
    #[graphql(name = "_in")]
    any: Option<Vec<i64>>,
    #[graphql(name = "_gt")]
    gt: Option<i64>,
    #[graphql(name = "_lt")]
    lt: Option<i64>,
}

#[derive(InputObject, Default)]
#[graphql(name = "Boolean_comparison_exp")]
pub struct BoolCmp {
    #[graphql(name = "_eq")]
    eq: Option<bool>,
    #[graphql(name = "_neq")]
    neq: Option<bool>,
}

/// A comparison expression that can test one column value.
pub trait Test<T: ?Sized> {
    fn test(&self, value: &T) -> bool;
}

fn check<T: PartialOrd + PartialEq>(
    v: &T,
    eq: Option<&T>,
    neq: Option<&T>,
    any: Option<&[T]>,
    gt: Option<&T>,
    lt: Option<&T>,
) -> bool {
    eq.is_none_or(|x| v == x)
        && neq.is_none_or(|x| v != x)
        && any.is_none_or(|xs| xs.contains(v))
        && gt.is_none_or(|x| v > x)
        && lt.is_none_or(|x| v < x)
}

/// The comparison inputs hold the same operators over their own type.
macro_rules! cmp_test {
    ($($cmp:ty => $v:ty),+) => {
        $(impl Test<$v> for $cmp {
            fn test(&self, v: &$v) -> bool {
                check(
                    v,
                    self.eq.as_ref(),
                    self.neq.as_ref(),
                    self.any.as_deref(),
                    self.gt.as_ref(),
                    self.lt.as_ref(),
                )
            }
        })+
    };
}

cmp_test!(StringCmp => String, IntCmp => i64);

/// The closed sets stored as text (`Engine`, `Status`) compare as their text.
macro_rules! text_test {
    ($($ty:ty),+) => {
        $(impl Test<$ty> for StringCmp {
            fn test(&self, v: &$ty) -> bool {
                self.test(&v.as_str().to_owned())
            }
        })+
    };
}

text_test!(humanid_store::Engine, humanid_store::Status);

impl Test<bool> for BoolCmp {
    fn test(&self, v: &bool) -> bool {
        check(v, self.eq.as_ref(), self.neq.as_ref(), None, None, None)
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
#[graphql(name = "order_by")]
pub enum OrderBy {
    #[graphql(name = "asc")]
    Asc,
    #[graphql(name = "desc")]
    Desc,
}

impl OrderBy {
    pub fn apply(self, ord: Ordering) -> Ordering {
        match self {
            OrderBy::Asc => ord,
            OrderBy::Desc => ord.reverse(),
        }
    }
}

/// Sorts, skips `offset` and keeps at most `limit` rows (capped at [`MAX_LIMIT`]).
pub fn page<T>(
    mut rows: Vec<T>,
    cmp: impl Fn(&T, &T) -> Ordering,
    limit: Option<i32>,
    offset: Option<i32>,
) -> async_graphql::Result<Vec<T>> {
    let limit = limit.unwrap_or(MAX_LIMIT);
    if !(0..=MAX_LIMIT).contains(&limit) || offset.is_some_and(|o| o < 0) {
        return Err(gql_error(
            Code::Invalid,
            &format!("`limit` must be 0..={MAX_LIMIT} and `offset` not negative."),
        ));
    }
    rows.sort_by(cmp);
    Ok(rows
        .into_iter()
        .skip(offset.unwrap_or(0) as usize)
        .take(limit as usize)
        .collect())
}

/// Declares `<name>_bool_exp` and `<name>_order_by` for a row type: the filterable
/// columns with their comparison types, and the sortable columns.
macro_rules! filters {
    ($row:ty, $exp:ident = $exp_name:literal, $ord:ident = $ord_name:literal,
     filter { $($f:ident : $cmp:ty),* $(,)? }, sort { $($s:ident),* $(,)? }) => {
        #[derive(async_graphql::InputObject, Default)]
        #[graphql(name = $exp_name, rename_fields = "snake_case")]
        pub struct $exp {
            #[graphql(name = "_and")]
            pub and: Option<Vec<$exp>>,
            $(pub $f: Option<$cmp>,)*
        }

        impl $exp {
            /// Levels of `_and`, counting this one; stops counting past the limit.
            pub fn depth(&self) -> usize {
                self.depth_within($crate::graphql::filters::MAX_FILTER_DEPTH + 1)
            }

            fn depth_within(&self, budget: usize) -> usize {
                if budget == 0 {
                    return 1;
                }
                1 + self.and.iter().flatten().map(|e| e.depth_within(budget - 1)).max().unwrap_or(0)
            }

            pub fn matches(&self, row: &$row) -> bool {
                use $crate::graphql::filters::Test;
                self.and.iter().flatten().all(|e| e.matches(row))
                    $(&& self.$f.as_ref().is_none_or(|c| c.test(&row.$f)))*
            }
        }

        #[derive(async_graphql::InputObject, Default)]
        #[graphql(name = $ord_name, rename_fields = "snake_case")]
        pub struct $ord {
            $(pub $s: Option<$crate::graphql::filters::OrderBy>,)*
        }

        impl $ord {
            pub fn compare(&self, a: &$row, b: &$row) -> std::cmp::Ordering {
                std::cmp::Ordering::Equal
                    $(.then_with(|| self.$s.map_or(std::cmp::Ordering::Equal, |o| o.apply(a.$s.cmp(&b.$s)))))*
            }
        }

        /// Applies `where`, `order_by` (a list, first key first; default: creation order),
        /// `offset` and `limit`.
        pub fn select(
            rows: Vec<$row>,
            filter: Option<&$exp>,
            order: Option<&[$ord]>,
            limit: Option<i32>,
            offset: Option<i32>,
        ) -> async_graphql::Result<Vec<$row>> {
            if filter.is_some_and(|f| f.depth() > $crate::graphql::filters::MAX_FILTER_DEPTH) {
                return Err($crate::graphql::context::gql_error(
                    humanid_core::Code::Invalid,
                    &format!("`where` may nest `_and` at most {} levels deep.", $crate::graphql::filters::MAX_FILTER_DEPTH),
                ));
            }
            let kept: Vec<$row> = rows.into_iter().filter(|r| filter.is_none_or(|f| f.matches(r))).collect();
            let order = order.unwrap_or_default();
            $crate::graphql::filters::page(
                kept,
                |a, b| order.iter().fold(std::cmp::Ordering::Equal, |acc, o| acc.then_with(|| o.compare(a, b))),
                limit,
                offset,
            )
        }
    };
}

pub(crate) use filters;
